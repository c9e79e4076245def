// The catalogue's tests in English: every story rendered in this language (stories/support/app-decorator.tsx).
(globalThis as { __STORY_LOCALE__?: string }).__STORY_LOCALE__ = 'en';
