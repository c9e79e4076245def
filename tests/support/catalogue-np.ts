// The catalogue's tests in Nepali: every story rendered in this language (stories/support/app-decorator.tsx).
(globalThis as { __STORY_LOCALE__?: string }).__STORY_LOCALE__ = 'np';
