/**
 * Where the two tabs of a social sign-in meet (social-flow.ts tells the flow): apart from the
 * flow, so the game's tab can watch for an answer without loading it with home.
 */
export const PENDING_KEY = 'czeus.social.pending';
export const ANSWER_KEY = 'czeus.social.answer';
export const ANSWER_CHANNEL = 'czeus.social';
