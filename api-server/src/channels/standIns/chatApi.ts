import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../paths';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { keepLast } from '../../platform/standIns/behaviours';

/**
 * A local stand-in of the WhatsApp/MAX instance provider, speaking Chat-API's contract as channels/chatApi.ts
 * calls it: `POST newInstance`, and per instance `GET status`, `POST retry`, `POST logout`,
 * `POST sendMessage`, `POST switchMessenger`, each with `?token=`. A retried instance is loading at its
 * first status read and shows a QR code from the next; the code's text is what a phone scans. Commanded
 * through `_control`: scan (the owner's phone scanned the code), logout (the phone ended the session),
 * fail (the next calls answer 500), sent (what went out, per channel account), so
 * every state of the lifecycle is reachable on this machine. Development only; kept in memory (after a
 * restart an instance it does not know is new again).
 */
interface StandInInstance {
  id: string;
  token: string;
  status: 'init' | 'loading' | 'got qr code' | 'authenticated';
  qrCode: string | null;
  phone: string | null;
  messenger: 'whatsapp' | 'max';
  failing: number;
}

export interface SentThroughInstance {
  id: string;
  instanceId: string;
  phone: string;
  body: string;
  at: string;
}

const tokenQuery = z.object({ token: z.string().default('') });
const instanceParams = z.object({ instanceId: z.string().regex(/^\d{1,12}$/) });
const sendBody = z.object({ phone: z.string().regex(/^\d{6,15}$/), body: z.string().min(1).max(4096) });
const switchBody = z.object({ messenger: z.enum(['whatsapp', 'max']) });
const scanBody = z.object({ phone: z.string().regex(/^\+?\d{6,15}$/).default('+79005550777') });
const failBody = z.object({ times: z.number().int().min(1).max(100).default(1) });

export function createChatApiStandIn(options: { resolveInstanceId(channelAccountId: string): Promise<string | null> }) {
  const instances = new Map<string, StandInInstance>();
  const sent: SentThroughInstance[] = [];
  let nextId = 100_000 + Math.floor(Math.random() * 800_000);

  function instance(instanceId: string, token: string): StandInInstance {
    let found = instances.get(instanceId);
    if (!found) {
      // Forgotten after a restart: the instance is new again (its owner asks for a new code).
      found = { id: instanceId, token, status: 'init', qrCode: null, phone: null, messenger: 'whatsapp', failing: 0 };
      instances.set(instanceId, found);
    }
    if (found.token !== token) throw new ApiError(401, 'UNAUTHORIZED', 'Wrong token');
    if (found.failing > 0) {
      found.failing -= 1;
      throw new ApiError(500, 'INTERNAL', 'Instance provider error (stand-in told to fail)');
    }
    return found;
  }

  const base = STAND_IN_PATHS.chatApi;
  const perInstance = (method: string) => `${base}/instance:instanceId/${method}`;

  async function target(channelAccountId: string): Promise<StandInInstance> {
    const instanceId = await options.resolveInstanceId(channelAccountId);
    const found = instanceId === null ? undefined : instances.get(instanceId);
    if (!found) throw new ApiError(404, 'NOT_FOUND', 'The stand-in holds no instance for this channel account');
    return found;
  }

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/newInstance`,
      access: 'guest',
      summary: 'Instance provider stand-in: a new instance',
      query: tokenQuery,
      responses: { 200: { description: '{ id, token }' } },
      async handler() {
        const id = String(nextId++);
        const token = randomBytes(12).toString('hex');
        instances.set(id, { id, token, status: 'init', qrCode: null, phone: null, messenger: 'whatsapp', failing: 0 });
        return { id, token };
      },
    }),
    route({
      method: 'GET',
      path: perInstance('status'),
      access: 'guest',
      summary: 'Instance provider stand-in: the instance\'s status (and its QR code)',
      params: instanceParams,
      query: tokenQuery,
      responses: { 200: { description: '{ accountStatus, qrCode?, phone? }' } },
      async handler({ params, query }) {
        const found = instance(params().instanceId, query().token);
        if (found.status === 'loading') {
          // The code arrives after one read in loading, as a real session takes a moment to start.
          found.status = 'got qr code';
          found.qrCode = `${found.messenger === 'max' ? 'max' : 'wa'}-standin:${found.id}:${randomUUID()}`;
          return { accountStatus: 'loading' };
        }
        if (found.status === 'got qr code') return { accountStatus: found.status, qrCode: found.qrCode };
        if (found.status === 'authenticated') return { accountStatus: found.status, phone: found.phone?.replace(/\D/g, '') };
        return { accountStatus: found.status };
      },
    }),
    route({
      method: 'POST',
      path: perInstance('retry'),
      access: 'guest',
      summary: 'Instance provider stand-in: a new connection attempt (loading, then a QR code)',
      params: instanceParams,
      query: tokenQuery,
      responses: { 200: { description: '{ result }' } },
      async handler({ params, query }) {
        const found = instance(params().instanceId, query().token);
        if (found.status !== 'authenticated') {
          found.status = 'loading';
          found.qrCode = null;
        }
        return { result: 'ok' };
      },
    }),
    route({
      method: 'POST',
      path: perInstance('logout'),
      access: 'guest',
      summary: 'Instance provider stand-in: logs the phone out',
      params: instanceParams,
      query: tokenQuery,
      responses: { 200: { description: '{ result }' } },
      async handler({ params, query }) {
        const found = instance(params().instanceId, query().token);
        Object.assign(found, { status: 'init', qrCode: null, phone: null });
        return { result: 'Logout request sent to WhatsApp' };
      },
    }),
    route({
      method: 'POST',
      path: perInstance('switchMessenger'),
      access: 'guest',
      summary: 'Instance provider stand-in: switches the instance between WhatsApp and MAX (its session ends)',
      params: instanceParams,
      query: tokenQuery,
      body: switchBody,
      responses: { 200: { description: '{ result }' } },
      async handler({ params, query, body }) {
        const found = instance(params().instanceId, query().token);
        Object.assign(found, { messenger: body().messenger, status: 'init', qrCode: null, phone: null });
        return { result: 'switching' };
      },
    }),
    route({
      method: 'POST',
      path: perInstance('sendMessage'),
      access: 'guest',
      summary: 'Instance provider stand-in: sends a text',
      params: instanceParams,
      query: tokenQuery,
      body: sendBody,
      responses: { 200: { description: '{ sent, id, message }' } },
      async handler({ params, query, body }) {
        const found = instance(params().instanceId, query().token);
        if (found.status !== 'authenticated') return { sent: false, message: 'Instance not authorized' };
        const message = body();
        const id = `true_${message.phone}@c.us_${randomBytes(10).toString('hex').toUpperCase()}`;
        keepLast(sent, { id, instanceId: found.id, phone: message.phone, body: message.body, at: new Date().toISOString() });
        return { sent: true, id, message: 'Sent to ' + message.phone };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/_control/accounts/:id/scan`,
      access: 'guest',
      summary: 'Instance provider stand-in control: the QR code of this channel account\'s instance is scanned',
      params: z.object({ id: z.string() }),
      body: scanBody,
      bodyOptional: true,
      responses: { 200: { description: 'Scanned' } },
      errors: { 404: 'NOT_FOUND', 409: 'INSTANCE_INVALID_STATE: no code is shown' },
      async handler({ params, body }) {
        const found = await target(params().id);
        if (found.status !== 'got qr code') throw new ApiError(409, 'INSTANCE_INVALID_STATE', `No QR code to scan (status ${found.status})`);
        const phone = body().phone;
        Object.assign(found, { status: 'authenticated', qrCode: null, phone: phone.startsWith('+') ? phone : `+${phone}` });
        return { scanned: true };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/_control/accounts/:id/fail`,
      access: 'guest',
      summary: 'Instance provider stand-in control: the next calls for this channel account\'s instance answer 500',
      params: z.object({ id: z.string() }),
      body: failBody,
      bodyOptional: true,
      responses: { 200: { description: 'Failing' } },
      errors: { 404: 'NOT_FOUND' },
      async handler({ params, body }) {
        const found = await target(params().id);
        found.failing = body().times;
        return { failing: found.failing };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/_control/accounts/:id/logout`,
      access: 'guest',
      summary: 'Instance provider stand-in control: the phone of this channel account\'s instance logs out (its session ends)',
      description: 'As when the owner unlinks the device on the phone: the instance answers init to status, and sendMessage refuses with "Instance not authorized".',
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'Logged out' } },
      errors: { 404: 'NOT_FOUND' },
      async handler({ params }) {
        const found = await target(params().id);
        Object.assign(found, { status: 'init', qrCode: null, phone: null });
        return { loggedOut: true };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/_control/sent`,
      access: 'guest',
      summary: 'Instance provider stand-in control: the texts sent through instances, newest last',
      description: 'With `channelAccountId`, only those sent through that channel account\'s instance.',
      query: z.object({ channelAccountId: z.string().optional() }),
      responses: { 200: { description: 'The sent texts' } },
      errors: { 404: 'NOT_FOUND' },
      async handler({ query }) {
        const { channelAccountId } = query();
        if (channelAccountId === undefined) return sent;
        const found = await target(channelAccountId);
        return sent.filter((message) => message.instanceId === found.id);
      },
    }),
  ];
  return { routes, instances, sent };
}
