import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, startServer } from "./server-process";

describe("startServer", () => {
  it("refuses a port another server already listens on, instead of taking that server's answers for its own", async () => {
    const port = await freePort();
    const other = net.createServer((socket) => socket.end("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"));
    await new Promise<void>((resolve) => other.listen(port, "127.0.0.1", resolve));
    try {
      await expect(startServer(port, {}, 5_000)).rejects.toThrow(`Port ${port} is already taken`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
