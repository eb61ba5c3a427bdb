import { describe, expect, it } from "vitest";
import { describeMarkup, unsupportedMarkup } from "./rich-text-support";

describe("unsupportedMarkup", () => {
  it("finds markup the visual editor would drop", () => {
    expect(unsupportedMarkup("<h2>A</h2><p>Text <strong>b</strong></p><ul><li>x</li></ul><table><tr><td>1</td></tr></table>")).toEqual([]);
    expect(
      unsupportedMarkup('<table><caption>Roles</caption></table><FIGURE><img src="/a.jpg"><figcaption>x</figcaption></FIGURE>'),
    ).toEqual(["caption", "figure", "figcaption"]);
    expect(unsupportedMarkup("<p>H<sub>2</sub>O and <abbr title='x'>CRN</abbr></p>")).toEqual(["abbr", "sub"]);
  });

  it("is not fooled by tag names inside text or longer names", () => {
    expect(unsupportedMarkup("<p>a &lt;caption&gt; b</p><subject>x</subject>")).toEqual([]);
  });
});

describe("describeMarkup", () => {
  it("names the markup as people would", () => {
    expect(describeMarkup(["caption"])).toBe("table captions");
    expect(describeMarkup(["caption", "figure", "figcaption"])).toBe("table captions, figures and figure captions");
    expect(describeMarkup(["dl", "dt", "dd"])).toBe("definition lists");
  });
});
