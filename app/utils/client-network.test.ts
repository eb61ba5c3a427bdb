import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it("counts an IPv6 subscriber's addresses as one client, however they are written", () => {
    const one = clientNetwork("2001:db8:4:7::1");
    expect(one).toBe("2001:db8:4::/56");
    for (const other of ["2001:db8:4:7::b", "2001:db8:4:ff:a:b:c:d", "2001:0DB8:0004:0000::1", "2001:db8:4::1%eth0"]) {
      expect(clientNetwork(other), other).toBe(one);
    }
  });

  it("keeps neighbouring IPv6 networks and IPv4 addresses apart", () => {
    expect(clientNetwork("2001:db8:4:100::1")).toBe("2001:db8:4:100::/56");
    expect(clientNetwork("192.0.2.77")).toBe("192.0.2.77");
    expect(clientNetwork("192.0.2.78")).not.toBe(clientNetwork("192.0.2.77"));
  });

  it("reads an IPv4 client written as IPv6 as that IPv4 client", () => {
    expect(clientNetwork("::ffff:192.0.2.77")).toBe("192.0.2.77");
    expect(clientNetwork("::ffff:192.0.2.78")).toBe("192.0.2.78");
  });

  it("leaves what is not an address as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
    expect(clientNetwork("")).toBe("");
  });
});
