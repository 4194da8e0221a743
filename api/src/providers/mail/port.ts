export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing e-mail. Adapters throw when the message was not handed over (the send-email job retries). */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
