/** What clients say. Names and companies are placeholders until real, approved quotes replace them. */
export type Testimonial = {
  quote: string;
  name: string;
  title: string;
  company: string;
  initial: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export const testimonials = [
  {
    quote:
      "Their Lean review cut our changeover time by a third. The savings paid for the whole engagement in under six months, and the new routines have stuck.",
    name: "Sarah Mitchell",
    title: "Director of Operations",
    company: "Great Lakes Precision Parts",
    initial: "S",
    rating: 5,
  },
  {
    quote:
      "We needed CRNs in four provinces for a new vessel line. They handled the calculations, drawings and every submission, without a single resubmission.",
    name: "Marcus Bell",
    title: "VP Engineering",
    company: "Prairie Process Systems",
    initial: "M",
    rating: 5,
  },
  {
    quote:
      "The energy model was spot on. We reached LEED Gold ahead of schedule and our first-year utility bills came in well under the budget we planned for.",
    name: "Andrea Kowalski",
    title: "Facilities Manager",
    company: "Cascadia Property Group",
    initial: "A",
    rating: 5,
  },
] as const satisfies readonly Testimonial[];
