import { describe, expect, it } from "vitest";
import { offices } from "~/content/offices";
import { formatClock, formatDays, formatOfficeHours, zoneName } from "./office-hours";

describe("office hours in words", () => {
  it("writes a run of days as a range and other days as a list", () => {
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "en")).toBe("Monday to Friday");
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], "fr")).toBe("du lundi au samedi");
    expect(formatDays(["Monday", "Wednesday"], "en")).toBe("Monday and Wednesday");
    expect(formatDays(["Monday", "Wednesday", "Friday"], "fr")).toBe("lundi, mercredi et vendredi");
  });

  it("writes times as each language's readers do", () => {
    expect(formatClock("08:30", "en")).toBe("8:30 a.m.");
    expect(formatClock("17:00", "en")).toBe("5:00 p.m.");
    expect(formatClock("08:30", "fr")).toBe("8\u00a0h\u00a030");
    expect(formatClock("17:00", "fr")).toBe("17\u00a0h");
  });

  it("gives every office a sentence in both languages", () => {
    const calgary = offices.find((office) => office.id === "calgary");
    expect(calgary && formatOfficeHours(calgary.hours, "en")).toBe("Monday to Friday, 8:00 a.m. to 4:30 p.m.");
    expect(calgary && formatOfficeHours(calgary.hours, "fr")).toBe("Du lundi au vendredi, de 8\u00a0h à 16\u00a0h\u00a030");
    for (const office of offices) {
      expect(zoneName(office.timeZone, "en")).not.toBe(office.timeZone);
      expect(zoneName(office.timeZone, "fr")).toMatch(/^heure /);
    }
    expect(zoneName("America/Edmonton", "en")).toBe("Mountain Time");
  });
});
