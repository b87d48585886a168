import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { issueStamp } from './form-stamp.ts';

/** The public forms are static pages: they fetch their signed time stamp when they come alive. */
export const formStampRoutes = new Hono<AppEnv>().get('/', async (c) => c.json({ stamp: await issueStamp(c.var.db) }));
