import type { SuccessKey } from './errors.js';

/** `GET /api/contact/challenge`: a proof-of-work challenge (ALTCHA v2) for the contact form. */
export const CONTACT_CHALLENGE_PATH = '/contact/challenge';
/** `POST /api/contact`. */
export const CONTACT_PATH = '/contact';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** A base64 ALTCHA payload (challenge + solution) is a few hundred bytes. */
export const CONTACT_PROOF_MAX_LENGTH = 4000;

/**
 * The spec's contact message (name, email, subject, message, id, sessionId) plus `altcha`,
 * the solved challenge as the ALTCHA widget hands it over (base64 JSON). `id` is the client's
 * own id of the message: a retried send with the same id is stored once.
 */
export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
  id?: string;
  sessionId?: string;
  altcha: string;
}

export interface ContactResponse {
  success: true;
  message: Extract<SuccessKey, 'contact-success'>;
}
