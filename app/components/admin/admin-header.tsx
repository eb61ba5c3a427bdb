import {
  ArrowRightLeft,
  BriefcaseBusiness,
  ExternalLink,
  FileText,
  History,
  Images,
  Inbox,
  LogOut,
  ShieldCheck,
  UserRound,
  UserRoundSearch,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Form, Link, NavLink } from "react-router";
import { LogoMark } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { cn } from "~/utils/cn";
import { can, ROLE_LABELS, type Permission, type StaffRole } from "~/utils/permissions";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors",
    isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white",
  );

/** The admin's sections after Posts, in the bar's order, each shown to the roles that may use it. */
const SECTIONS: { to: string; label: string; Icon: LucideIcon; permission: Permission }[] = [
  { to: "/admin/inquiries", label: "Inquiries", Icon: Inbox, permission: "leads.read" },
  { to: "/admin/projects", label: "Projects", Icon: BriefcaseBusiness, permission: "content.manage" },
  { to: "/admin/media", label: "Media", Icon: Images, permission: "media.manage" },
  { to: "/admin/redirects", label: "Redirects", Icon: ArrowRightLeft, permission: "redirects.manage" },
  { to: "/admin/careers", label: "Careers", Icon: UserRoundSearch, permission: "content.manage" },
  { to: "/admin/leads", label: "Leads", Icon: Users, permission: "leads.read" },
  { to: "/admin/users", label: "Accounts", Icon: ShieldCheck, permission: "users.manage" },
  { to: "/admin/audit", label: "Audit", Icon: History, permission: "users.manage" },
];

/** The bar on top of every admin page: who is signed in, where to go, and the way out. */
export function AdminHeader({ username, role, postsActive }: { username: string; role: StaffRole; postsActive: boolean }) {
  return (
    <header className="bg-brand-900 text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Link to="/blog-admin" className="flex items-center gap-2.5 rounded-md">
          <LogoMark className="size-9" />
          <span className="flex flex-col leading-tight">
            <span className="text-sm font-bold">{company.shortName}</span>
            <span className="text-[0.7rem] font-semibold tracking-[0.16em] text-brand-200 uppercase">Admin</span>
          </span>
        </Link>
        <nav aria-label="Admin" className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/blog-admin" className={navLinkClass({ isActive: postsActive })} aria-current={postsActive ? "page" : undefined}>
                <FileText className="size-4" aria-hidden="true" />
                Posts
              </Link>
            </li>
            {SECTIONS.filter((section) => can(role, section.permission)).map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClass}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/" className={navLinkClass({ isActive: false })}>
                <ExternalLink className="size-4" aria-hidden="true" />
                View site
              </Link>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <p className="hidden items-center gap-1.5 text-sm text-brand-100 md:flex" data-testid="signed-in-as">
            <UserRound className="size-4" aria-hidden="true" />
            <span>
              Signed in as{" "}
              <Link to="/admin/account" className="font-semibold text-white underline-offset-4 hover:underline">
                {username}
              </Link>{" "}
              ({ROLE_LABELS[role]})
            </span>
          </p>
          <Form method="post" action="/admin/logout">
            <Button type="submit" size="sm" variant="inverse">
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </Form>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-1.5 text-center text-xs text-brand-100 md:hidden">
        Signed in as{" "}
        <Link to="/admin/account" className="font-semibold text-white underline-offset-4 hover:underline">
          {username}
        </Link>
      </p>
    </header>
  );
}
