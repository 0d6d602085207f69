import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { SocialProvider } from './social-config.js';
import { notVerified } from './social-refusals.js';

/**
 * Runs the provider's passport strategy; its verified identity lands on `request.user`. A
 * strategy's own refusal (400, 401 or 503 with a key) goes out as it is; a strategy that
 * neither verifies nor refuses is a 401 with the catalogue key, never passport's bare one.
 */
const guardFor = (provider: SocialProvider) => {
  @Injectable()
  class SocialLoginGuard extends AuthGuard(provider) {
    override handleRequest<T>(error: unknown, identity: T, _info: unknown, _context: ExecutionContext): T {
      if (error) throw error;
      if (!identity) throw notVerified();
      return identity;
    }
  }
  return SocialLoginGuard;
};

export const GoogleLoginGuard = guardFor('google');
export const FacebookLoginGuard = guardFor('facebook');
export const LinkedInLoginGuard = guardFor('linkedin');
