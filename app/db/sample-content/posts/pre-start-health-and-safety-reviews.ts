import { kevinDoyle } from "../authors";
import type { SamplePost } from "../types";

export const preStartHealthAndSafetyReviews: SamplePost = {
  title: "Pre-Start Health and Safety Reviews in Ontario: When You Need a PHSR",
  slug: "pre-start-health-and-safety-reviews-in-ontario-when-you-need-a-phsr",
  excerpt:
    "Installing a new machine, robot cell, dust collector or racking system in an Ontario factory can legally require a pre-start health and safety review before it runs. What triggers one, who can do it and how to keep it off the critical path.",
  metaDescription:
    "When Ontario's Regulation 851 section 7 requires a pre-start health and safety review (PHSR), who performs it, what the report contains and how to plan for it.",
  metaKeywords:
    "PHSR, pre-start health and safety review, Regulation 851 section 7, OHSA Ontario, machine guarding, light curtain, racking",
  featuredImageAlt:
    "Blueprint drawing of a machine cell protected by a light curtain and guard fencing, with an amber shield and check mark",
  categorySlug: "health-safety-compliance",
  tags: ["PHSR", "OHSA"],
  author: kevinDoyle,
  schedule: { status: "published", daysAgo: 166 },
  viewCount: 1576,
  content: `
<p>A new press line is installed over a long weekend, the integrator has signed off, production is booked for Monday morning, and someone asks: "Do we have the pre-start?" In Ontario, that question can stop a start-up. A pre-start health and safety review (PHSR, also called a PSR) is a legal requirement for certain equipment and processes in factories, and it has to be complete, with its recommendations carried out, before the equipment is used. Planned early, it costs little and often improves the design. Discovered late, it delays production and can force expensive changes to equipment that is already installed.</p>

<h2>Where the requirement comes from</h2>
<p>Section 7 of Regulation 851 (Industrial Establishments) under Ontario's Occupational Health and Safety Act sets out the requirement. A PHSR is needed in a factory when a new apparatus, structure, protective element or process is constructed, added or installed, or an existing one is modified, <em>and</em> one of the circumstances listed in the table to section 7 will exist as a result. The table ties each circumstance to specific provisions of the regulation; the review must show how the installation complies with those provisions.</p>
<p>The definition of "factory" in the Act is broad and includes most manufacturing and many processing and warehousing operations, so most industrial employers should assume the section applies to them.</p>

<h2>What typically triggers a review</h2>
<p>The regulation itself is the authority, and the details matter, but in our practice the most common triggers are:</p>
<ul>
  <li><strong>Safeguarding devices that signal a machine to stop,</strong> such as light curtains, laser scanners, pressure-sensitive mats, two-hand controls and interlocked guards on machines like presses, robot cells and automated lines.</li>
  <li><strong>Storage racking</strong> in the circumstances the regulation describes, including racking that is added to or reconfigured.</li>
  <li><strong>Processes and equipment handling flammable or combustible materials,</strong> including dust collectors for combustible dust and spray application of flammable liquids.</li>
  <li><strong>Processes that need engineering controls for hazardous substances,</strong> such as local exhaust ventilation that keeps exposures within their limits.</li>
</ul>
<p>Some circumstances are exempt when the equipment meets specific standards. The exemptions are narrow and each has conditions; confirm an exemption in writing before relying on it.</p>

<h2>Who can perform it</h2>
<p>For most items the review must be carried out by a professional engineer licensed in Ontario, with competence in the subject: the engineer who reviews a dust collector's explosion protection is rarely the one who should assess a press's stopping performance. For a few items the regulation permits other qualified reviewers. Whoever signs the report takes professional responsibility for it, so expect them to ask for drawings, data and access to test the equipment.</p>

<h2>What the report contains</h2>
<p>A PHSR report identifies the applicable provisions of the regulation, the standards used to assess compliance, any deficiencies found, and the measures needed to correct them. Depending on the equipment, the standards typically include:</p>
<ul>
  <li>CSA Z432, Safeguarding of machinery</li>
  <li>CSA Z434, Industrial robots and robot systems</li>
  <li>CSA Z142, Code for power press operation</li>
  <li>CSA Z460, Control of hazardous energy: lockout and other methods</li>
  <li>NFPA standards for combustible dust and for spray application, where those hazards exist</li>
  <li>ANSI MH16.1 for industrial steel storage racks</li>
</ul>
<p>The report must be kept at the workplace and made available to the joint health and safety committee or the health and safety representative, and to a ministry inspector on request. The corrective measures it lists must be completed before the equipment is used. We recommend asking the reviewer for a written confirmation once they are complete, as it closes the file cleanly.</p>

<h2>A PHSR in four stages</h2>
<table>
  <caption>How we structure a pre-start review for new equipment</caption>
  <thead>
    <tr><th scope="col">Stage</th><th scope="col">When</th><th scope="col">What happens</th></tr>
  </thead>
  <tbody>
    <tr><td>Scoping</td><td>At purchase or design</td><td>Decide which items of the section 7 table apply and agree the standards</td></tr>
    <tr><td>Design review</td><td>Before fabrication</td><td>Review layouts, risk assessment, safety circuits and guarding drawings; flag problems while they are cheap to fix</td></tr>
    <tr><td>Site verification</td><td>After installation, before production</td><td>Inspect, test safety functions, measure stopping times and safety distances</td></tr>
    <tr><td>Report and close-out</td><td>Before start-up</td><td>Issue the report, verify corrective measures, confirm in writing</td></tr>
  </tbody>
</table>

<h2>Mistakes we see often</h2>
<ul>
  <li><strong>Assuming a certification mark replaces the review.</strong> A machine built to European or US requirements may be well designed, but that does not by itself satisfy section 7. Imported equipment often needs changes to its safety circuits or guarding to meet Canadian standards.</li>
  <li><strong>Ignoring stopping time.</strong> The distance between a light curtain and the hazard depends on how quickly the machine actually stops. It has to be measured on the installed machine, not taken from a brochure.</li>
  <li><strong>Forgetting modifications.</strong> Moving a guard, re-programming a safety controller, raising a rack beam level or connecting a new source to a dust collector can each trigger a new review.</li>
  <li><strong>Starting too late.</strong> The vendor's factory acceptance test is the ideal moment to find guarding problems. After installation, every change costs more and takes longer.</li>
</ul>
<blockquote>
  <p>The best PHSR is one where the site visit finds nothing new, because the problems were caught on the drawings.</p>
</blockquote>

<h2>Planning your next installation</h2>
<p>Add the PHSR to your project schedule at the same time as the purchase order, and require equipment suppliers to provide the documents the reviewer needs: risk assessment, electrical and safety circuit drawings, safety component data and stopping-time information. If you are managing a larger capital project, our article on <a href="/blog/stage-gates-and-project-controls-for-plant-capital-projects">stage gates and project controls</a> shows where these reviews fit.</p>
<p>Our engineers carry out pre-start reviews across Ontario and provide 24/7 support when a start-up is at stake. <a href="/contact">Contact us</a> to scope a review, or learn more about our <a href="/services">PHSR services</a>.</p>
`,
};
