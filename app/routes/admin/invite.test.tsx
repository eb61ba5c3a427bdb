// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import InvitePage from "./invite";

/** The invitation page as a browser gets it back after the action refused `field` with `error`. */
function renderRefused(field: string, error: string, username: string): Document {
  const loaderData = { open: true as const, email: "new.author@example.com", role: "Author", minPasswordLength: 12 };
  const actionData = { error, field, username };
  const router = createMemoryRouter(
    [
      {
        id: "invite",
        path: "/admin/invite/:token",
        Component: () => <InvitePage loaderData={loaderData} actionData={actionData} params={{ token: "t" }} matches={[] as never} />,
      },
    ],
    { initialEntries: ["/admin/invite/t"], hydrationData: { loaderData: { invite: loaderData } } },
  );
  return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), "text/html");
}

describe("the invitation page", () => {
  it("ties a refusal to the field it is about and keeps the username typed", () => {
    const message = "The username BOSS differs from the existing account Boss only by capital letters: choose another";
    const page = renderRefused("username", message, "BOSS");
    const username = page.querySelector<HTMLInputElement>("#username");
    expect(username?.getAttribute("aria-invalid")).toBe("true");
    const description = (username?.getAttribute("aria-describedby") ?? "").split(" ").map((id) => page.getElementById(id)?.textContent);
    expect(description).toEqual([message]);
    expect(username?.getAttribute("value")).toBe("BOSS");
    expect(page.querySelector("#password")?.getAttribute("aria-describedby")).toBe("password-hint");
  });
});
