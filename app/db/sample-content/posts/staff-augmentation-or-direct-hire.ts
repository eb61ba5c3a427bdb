import { firmWithBio } from "../authors";
import type { SamplePost } from "../types";

export const staffAugmentationOrDirectHire: SamplePost = {
  title: "Staff Augmentation or Direct Hire? Staffing Engineering Work the Right Way",
  slug: "staff-augmentation-or-direct-hire-staffing-engineering-work-the-right-way",
  excerpt:
    "Contract engineers, permanent hires and outsourced work packages each solve a different problem. How to choose between them, and the licensing and onboarding details that decide whether the arrangement works.",
  metaDescription:
    "Staff augmentation, direct hire or outsourced engineering? How to choose, what engineering licensing means for each, and how to onboard contract engineers well.",
  metaKeywords:
    "engineering staffing, staff augmentation, contract engineers, direct hire, P.Eng. licensing, certificate of authorization, onboarding",
  featuredImageAlt:
    "Blueprint-style organisation chart of connected people icons, with two amber nodes joining an existing navy project team",
  categorySlug: "engineering-talent",
  tags: ["Staffing", "P.Eng. Licensing"],
  author: firmWithBio,
  schedule: { status: "published", daysAgo: 229 },
  viewCount: 842,
  content: `
<p>Engineering managers rarely have the team size they need. A capital project arrives on top of normal plant support; a key engineer resigns in the middle of a registration program; a new customer contract needs a quality engineer by next month. There are three basic ways to fill the gap: add contract staff to your team, hire permanently, or hand a defined package of work to an outside firm. Each solves a different problem, and choosing the wrong one is expensive in ways that do not show up on the rate sheet.</p>

<h2>Three models</h2>
<p><strong>Staff augmentation</strong> places a contract engineer, designer or specialist into your team, working under your direction, often on your site and in your systems. You control the work day to day; the staffing firm employs the person and handles payroll, benefits and statutory deductions.</p>
<p><strong>Direct hire</strong> adds a permanent employee. A recruiter may find and screen candidates, but once hired, the person is yours.</p>
<p><strong>Outsourced work packages</strong> hand a defined scope to an engineering firm, such as a set of vessel designs, a piping stress analysis or an energy audit, with the firm responsible for the deliverable, its quality and, where applicable, sealing it.</p>

<h2>Comparing the options</h2>
<table>
  <caption>How the three staffing models compare</caption>
  <thead>
    <tr><th scope="col">Factor</th><th scope="col">Staff augmentation</th><th scope="col">Direct hire</th><th scope="col">Outsourced package</th></tr>
  </thead>
  <tbody>
    <tr><th scope="row">Time to start</th><td>Days to a few weeks</td><td>One to four months</td><td>Weeks, depending on scope</td></tr>
    <tr><th scope="row">Who directs the work</th><td>You</td><td>You</td><td>The firm, to your specification</td></tr>
    <tr><th scope="row">Who owns the result</th><td>You</td><td>You</td><td>The firm, for its deliverable</td></tr>
    <tr><th scope="row">Cost structure</th><td>Hourly rate, no long-term commitment</td><td>Salary, benefits, recruiting fee</td><td>Fixed price or rates against a budget</td></tr>
    <tr><th scope="row">Knowledge stays in-house</th><td>Partly, if documented</td><td>Yes</td><td>Mostly in the deliverable</td></tr>
    <tr><th scope="row">Best for</th><td>Peaks, backfills, specialist skills for a period</td><td>Lasting needs and core capabilities</td><td>Well-defined scopes outside your expertise</td></tr>
  </tbody>
</table>

<h2>When each one fits</h2>
<ul>
  <li><strong>A temporary peak</strong>, such as a shutdown, a project's detailed design phase or a backlog of drawings, suits staff augmentation. When the peak passes, the contract ends without severance or reorganisation.</li>
  <li><strong>A permanent gap</strong> in a capability you use every week suits a direct hire. Contracting that role indefinitely usually costs more and leaves knowledge walking out the door.</li>
  <li><strong>Specialist work you do rarely</strong>, such as CRN registration, finite element analysis or a pre-start review, is usually better outsourced to a firm that does it daily and stands behind the result.</li>
  <li><strong>Uncertainty about the long term</strong> is a good case for a contract-to-hire arrangement: both sides get a few months to decide before committing.</li>
</ul>

<h2>Licensing is not a detail</h2>
<p>Engineering is a regulated profession. In Canada each province licenses engineers: Professional Engineers Ontario, APEGA in Alberta, Engineers and Geoscientists BC and the Ordre des ingénieurs du Québec, among others. In the United States, state boards license professional engineers. The rules that matter for staffing are these:</p>
<ul>
  <li>Engineering documents that must be sealed, such as registration calculations, structural designs or pre-start reviews, need a licensed engineer in the right jurisdiction to take responsibility for them.</li>
  <li>Firms that offer engineering services to the public generally need their own authorisation: a Certificate of Authorization in Ontario, a permit to practice in Alberta and British Columbia, and firm registration in many US states.</li>
  <li>A contract engineer working under your direction may perform engineering under the supervision of your licensed engineers, but the supervising engineer must genuinely review the work they take responsibility for.</li>
</ul>
<p>Ask for licence numbers and check them on the regulator's public register. It takes two minutes.</p>

<h2>Employment status</h2>
<p>Long-term contractors who work full time, on your site, under your direction and with your tools may be employees in the eyes of the tax authorities, whatever the contract says. Misclassification carries tax and legal risk on both sides of the border. Engaging contractors through a staffing firm that employs them directly removes most of that risk.</p>

<h2>Onboarding contract engineers well</h2>
<p>A contractor is most expensive in their first two weeks, when they are paid in full but not yet productive. Shorten that period:</p>
<ol>
  <li>Have site access, safety orientation, computer accounts and software licences ready on day one.</li>
  <li>Provide your drawing standards, document control procedures and templates in writing.</li>
  <li>Name one technical lead who answers questions and reviews early work.</li>
  <li>Set a clear first deliverable for the end of week one or two.</li>
  <li>Review how things are going after thirty days, with the staffing firm in the loop.</li>
</ol>
<blockquote>
  <p>The best contract placements look like a new team member who already knew the job. That is mostly down to the first week.</p>
</blockquote>

<h2>How we help</h2>
<p>We place engineers, designers, inspectors and project controls staff across Canada and the US Southeast, on contract and permanent terms, and we deliver outsourced engineering packages from the same offices. That lets us recommend the model that fits rather than the one we happen to sell. <a href="/contact">Tell us what you need</a>, or see the range of <a href="/services">services</a> our team covers.</p>
`,
};
