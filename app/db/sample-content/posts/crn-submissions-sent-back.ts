import { priyaRaman } from "../authors";
import type { SamplePost } from "../types";

export const crnSubmissionsSentBack: SamplePost = {
  title: "Eight Reasons CRN Submissions Get Sent Back",
  slug: "eight-reasons-crn-submissions-get-sent-back",
  excerpt:
    "Most CRN delays are not caused by bad engineering but by incomplete or inconsistent packages. These are the review comments we see most often, and how to avoid every one of them.",
  metaDescription:
    "The most common reasons CRN design registrations are returned by reviewers, from missing MDMT checks to mismatched drawings, and how to avoid them.",
  metaKeywords: "CRN rejection, CRN review comments, design registration, MDMT, nozzle reinforcement, statutory declaration, CSA B51",
  featuredImageAlt:
    "Technical drawing sheet with amber revision clouds around several details and a checklist beside it, in navy blueprint style",
  categorySlug: "crn-pressure-equipment",
  tags: ["CRN", "CSA B51", "Pressure Vessels", "Fittings"],
  author: priyaRaman,
  schedule: { status: "published", daysAgo: 76 },
  viewCount: 1731,
  content: `
<p>When a CRN submission comes back with comments, the clock stops. The reviewer moves on to the next file in the queue, and your answer joins the back of it. A single round of comments can add weeks to a registration; two or three rounds can cost a delivery date. Having prepared and reviewed hundreds of submissions, we find the same problems again and again, and almost none of them are about the engineering being wrong. They are about the package not proving that it is right.</p>

<h2>1. The design basis is incomplete</h2>
<p>The reviewer needs to see every condition the design was checked against: design pressure and temperature, external pressure if any, minimum design metal temperature, corrosion allowance, contents, and any static head or external loads. A common omission is full vacuum: if a vessel can be steamed out or drained while closed, the reviewer will ask whether it was designed for it. State it either way, in the calculations and on the drawing.</p>

<h2>2. The MDMT is not justified</h2>
<p>Brittle fracture is one of the few ways a pressure vessel fails suddenly, so reviewers look closely at the minimum design metal temperature. Every pressure-retaining part, including nozzle necks, flanges, bolting and welded attachments, needs either an impact test requirement or a documented exemption under the code's rules (UCS-66 and related paragraphs in Division 1). Canadian outdoor installations make this more than a formality: an MDMT of -29 °C is a reasonable starting point for much of the country, and colder sites need colder numbers.</p>

<h2>3. Drawings and calculations do not match</h2>
<p>This is the most frequent comment of all. A nozzle is 150 mm on the drawing and 100 mm in the calculation. The head is 2:1 ellipsoidal in one and torispherical in the other. A material grade was changed on the drawing after the calculations were run. Reviewers are required to check that the design they register is the one that will be built, so any mismatch stops the review.</p>
<p>Our own rule is simple: the drawing and the calculations are issued together, from the same revision, and someone other than the designer checks them against each other line by line before submission.</p>

<h2>4. Nozzle reinforcement and local loads are missing</h2>
<p>Area replacement checks for every opening are expected, including small couplings where the code's exemptions are being relied on; say so explicitly. Large nozzles with significant piping loads, lifting lugs, and vessel supports such as legs, saddles and skirts need local stress checks. Leaving them out invites a request for information; presenting them clearly, with the loads and their source, usually closes the question.</p>

<h2>5. Materials are not permitted or not identified</h2>
<p>Every pressure-retaining material must be a specification permitted by the construction code, with allowable stresses at the design temperature taken from ASME Section II, Part D. Reviewers flag materials given by trade name, generic descriptions such as "stainless steel", grades used beyond their temperature limits, and non-ASME materials without the code's route for accepting them. List the full specification and grade, for example SA-516 Grade 70 or SA-106 Grade B, on the drawing's bill of materials.</p>

<h2>6. Code edition and software output are unclear</h2>
<p>State the code edition used. Calculations produced by design software are welcome, but output that shows results without inputs, or that has been trimmed so the reviewer cannot follow the logic, will be questioned. Include the input echo and make sure the units are consistent. If hand calculations supplement the software, reference them clearly.</p>

<h2>7. Fitting submissions lack the supporting documents</h2>
<p>Fitting registrations rest on the manufacturer's statutory declaration, the standard the fitting is built to, and proof of an accepted quality program. We regularly see declarations that name the wrong standard edition, list sizes or pressure ratings the standard does not cover, or are not properly signed and witnessed. Quality program certificates also expire, and an expired certificate stalls the whole file. Where the design is proven by test rather than by a standard, the test report must show the test method, witnessing and results; our article on <a href="/blog/burst-testing-fittings-for-crn-registration-how-to-plan-a-test-that-passes">burst testing fittings</a> covers what reviewers look for.</p>

<h2>8. Jurisdiction-specific requirements are overlooked</h2>
<p>CSA B51 aligns the technical rules, but each regulator has its own forms, fees and practices. Some require the design to be sealed by an engineer licensed in that province. Some want specific information on the application form that the others do not. When a design registered in one province is submitted to another, the second reviewer may accept the first review or may review it again. Knowing each regulator's expectations saves a round of comments.</p>

<h2>A pre-submission checklist</h2>
<table>
  <caption>What we check before any CRN package leaves our office</caption>
  <thead>
    <tr><th scope="col">Check</th><th scope="col">Question to ask</th></tr>
  </thead>
  <tbody>
    <tr><td>Design basis</td><td>Are all pressures, temperatures, MDMT, corrosion allowance and loads stated in both documents?</td></tr>
    <tr><td>Consistency</td><td>Do every dimension, material and rating on the drawing match the calculations?</td></tr>
    <tr><td>Openings and attachments</td><td>Is every nozzle, support and lug either calculated or explicitly exempt?</td></tr>
    <tr><td>Materials</td><td>Is every material a permitted specification and grade, within its temperature limits?</td></tr>
    <tr><td>Examination and testing</td><td>Are joint efficiencies, examination extent and test pressure shown and consistent?</td></tr>
    <tr><td>Documents</td><td>Are forms, declarations, certificates and seals complete, current and signed?</td></tr>
  </tbody>
</table>
<blockquote>
  <p>The fastest review is the one where the reviewer never has to ask a question. Write the package for a reader who has never seen your product.</p>
</blockquote>

<h2>When comments do come back</h2>
<p>Answer every comment, in the order asked, in a cover letter that says exactly what changed and where. Resubmit the full revised document rather than loose pages, and update the revision block. If you disagree with a comment, explain why with references to the code paragraph; reviewers are engineers and respond well to a clear technical argument.</p>
<p>If you have a submission under review, or one that has already been returned, <a href="/contact">get in touch</a>. Our <a href="/services/crn">CRN team</a> can review the package, answer the comments and manage the resubmission. For the basics of the process, start with <a href="/blog/what-is-a-crn-canadian-registration-numbers-explained">what a CRN is</a>.</p>
`,
};
