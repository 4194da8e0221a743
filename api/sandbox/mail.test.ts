import type { FastifyInstance } from 'fastify';
import { buildSandbox } from './app';
import { createMailboxMailer } from '../src/providers/mail/mailbox';

let sandbox: FastifyInstance;
let url: string;

beforeAll(async () => {
  sandbox = await buildSandbox();
  url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${url}/sandbox/mail`, { method: 'DELETE' }));

const mailer = () => createMailboxMailer({ baseUrl: url, from: 'Sender <no-reply@test>', timeoutMs: 2_000 });

describe('sandbox mailbox', () => {
  it('lists what the mailbox adapter sent, newest first, filtered by recipient in any case', async () => {
    await mailer().send({ to: 'a@example.com', subject: 'first', text: 't1', html: '<p>1</p>' });
    await mailer().send({ to: 'b@example.com', subject: 'other', text: 't', html: '<p>x</p>' });
    await mailer().send({ to: 'A@example.com', subject: 'second', text: 't2', html: '<p>2</p>' });
    const list = await (await fetch(`${url}/sandbox/mail?to=a@EXAMPLE.com`)).json();
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect(list[1]).toEqual({
      id: expect.any(String),
      date: expect.any(String),
      from: 'Sender <no-reply@test>',
      to: 'a@example.com',
      subject: 'first',
      text: 't1',
      html: '<p>1</p>',
    });
    expect(await (await fetch(`${url}/sandbox/mail`)).json()).toHaveLength(3);
  });

  it('shows each body in a sandboxed iframe, links opening in a new tab, nothing unescaped', async () => {
    await mailer().send({
      to: 'reader@example.com',
      subject: 'Reset <script>alert(1)</script>',
      text: 'x',
      html: '<a href="http://localhost:8080/auth/password-reset/confirm/?token=abc&amp;x=1">Reset</a><script>alert(2)</script>',
    });
    const page = await fetch(`${url}/mail`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Reset &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&lt;base target=&quot;_blank&quot;&gt;');
    expect(html).toContain('href=&quot;http://localhost:8080/auth/password-reset/confirm/?token=abc&amp;amp;x=1&quot;');
  });

  it('makes the adapter throw when the mailbox refuses the message (so the job retries)', async () => {
    await expect(mailer().send({ to: '', subject: 's', text: 't', html: 'h' })).rejects.toThrow(/answered 400/);
  });
});
