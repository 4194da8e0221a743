import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { renderMailboxPage, type SandboxMail } from './mail-page';

export type { SandboxMail };

/** Oldest messages are dropped beyond this, so a long dev session cannot grow memory without end. */
const MAX_MESSAGES = 500;

const mailSchema = {
  type: 'object',
  required: ['to', 'subject', 'text', 'html'],
  properties: {
    from: { type: 'string' },
    to: { type: 'string', minLength: 3 },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
  },
} as const;

/** The development mailbox: the API's mailbox adapter delivers here; people read it at /mail. */
export const mailSandbox: FastifyPluginAsync = async (app) => {
  const inbox: SandboxMail[] = [];

  app.post<{ Body: Omit<SandboxMail, 'id' | 'date'> }>('/sandbox/mail', { schema: { body: mailSchema } }, async (request, reply) => {
    const { from = '', to, subject, text, html } = request.body;
    const mail: SandboxMail = { id: randomUUID(), date: new Date().toISOString(), from, to, subject, text, html };
    inbox.unshift(mail);
    inbox.length = Math.min(inbox.length, MAX_MESSAGES);
    return reply.code(201).send({ id: mail.id });
  });

  app.get<{ Querystring: { to?: string } }>('/sandbox/mail', async (request) => {
    const to = request.query.to?.trim().toLowerCase();
    return to ? inbox.filter((m) => m.to.toLowerCase() === to) : inbox;
  });

  app.delete('/sandbox/mail', async (_request, reply) => {
    inbox.length = 0;
    return reply.code(204).send();
  });

  app.get('/mail', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderMailboxPage(inbox)));
};
