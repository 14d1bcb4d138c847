import type { FastifyBaseLogger } from 'fastify';
import { AuthService } from './auth/auth.service.ts';
import type { Env } from './env.ts';
import { ExchangeRateService } from './exchange-rates/exchange-rate.service.ts';
import { RateLimiter } from './rate-limiter.ts';

/** Long-lived singletons the procedures reach through their context. */
export interface Services {
  auth: AuthService;
  exchangeRates: ExchangeRateService;
  inquiryLimiter: RateLimiter;
  newsletterLimiter: RateLimiter;
}

export function createServices(env: Env, log: FastifyBaseLogger): Services {
  return {
    auth: new AuthService({
      idleMinutes: env.SESSION_IDLE_MINUTES,
      secureCookies: env.SECURE_COOKIES ?? env.PUBLIC_URL.startsWith('https:'),
    }),
    exchangeRates: new ExchangeRateService({ url: env.EXCHANGE_RATES_URL, log }),
    inquiryLimiter: new RateLimiter(env.INQUIRY_RATE_LIMIT_PER_MINUTE, 60_000),
    newsletterLimiter: new RateLimiter(env.INQUIRY_RATE_LIMIT_PER_MINUTE, 60_000),
  };
}
