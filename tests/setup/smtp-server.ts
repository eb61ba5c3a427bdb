import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

export type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startSmtpServer(options: { hold?: Promise<void>; rejectRecipients?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients) {
        const error: Error & { responseCode?: number } = new Error("Mailbox unavailable");
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await options.hold;
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
