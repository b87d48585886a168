import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { addressOf } from './forwarded-address.ts';

const connectionAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/** The client address of a request as configured (TRUST_PROXY, TRUST_PROXY_HOPS). */
export const requestClient = <E extends AppEnv>(c: Context<E>) => addressOf(c.req.header('x-forwarded-for'), connectionAddress(c), c.get('config'));
