import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Input } from "./input";

describe("Input", () => {
  it("always writes its type: text unless another is given", () => {
    expect(renderToStaticMarkup(<Input name="firstName" autoComplete="given-name" />)).toMatch(/^<input type="text"/);
    expect(renderToStaticMarkup(<Input name="email" type="email" autoComplete="email" />)).toMatch(/^<input type="email"/);
  });
});
