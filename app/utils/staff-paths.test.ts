import { describe, expect, it } from "vitest";
import { isStaffPath } from "./staff-paths";

describe("isStaffPath", () => {
  it("knows the admin and the editor's two addresses however they are cased or slashed", () => {
    for (const path of [
      "/admin",
      "/admin/login",
      "//admin/login",
      "/ADMIN/users",
      "/blog-admin",
      "/blog-admin/new",
      "/blog/admin",
      "/Blog//Admin/edit/1",
    ]) {
      expect(isStaffPath(path), path).toBe(true);
    }
  });

  it("leaves public pages that only look alike", () => {
    for (const path of ["/", "/about", "/administration", "/blog", "/blog/administrators-guide", "/blog-administration", "/fr/admin"]) {
      expect(isStaffPath(path), path).toBe(false);
    }
  });
});
