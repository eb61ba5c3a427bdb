import {
  BadgeCheck,
  BriefcaseBusiness,
  ClipboardList,
  DraftingCompass,
  Gauge,
  Leaf,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIcon } from "~/content/services";

const icons: Record<ServiceIcon, LucideIcon> = {
  engineering: DraftingCompass,
  "project-management": ClipboardList,
  quality: BadgeCheck,
  business: BriefcaseBusiness,
  green: Leaf,
  safety: ShieldCheck,
  pressure: Gauge,
  staffing: Users,
};

export function ServiceIconGlyph({ icon, className }: { icon: ServiceIcon; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
