type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Runs `listener` each time a person presses "Sign in" with both fields filled, before the answer:
 * the root uses it to ask the code a sign-in lands on beside the sign-in request
 * (docs/decisions/0050-the-landing-code-leaves-with-the-sign-in.md). Answers the way to stop.
 */
export function whenSigningIn(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the sign-in form as its request leaves. */
export function signingIn(): void {
  for (const listener of listeners) listener();
}
