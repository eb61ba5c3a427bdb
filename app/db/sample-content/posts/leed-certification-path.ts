import { lauraChen } from "../authors";
import type { SamplePost } from "../types";

export const leedCertificationPath: SamplePost = {
  title: "The LEED Certification Path for Industrial and Commercial Buildings",
  slug: "the-leed-certification-path-for-industrial-and-commercial-buildings",
  excerpt:
    "LEED certification is won or lost in the first months of design, long before anyone uploads a document. A phase-by-phase guide to reaching your target level without surprises at final review.",
  metaDescription:
    "How LEED certification works for industrial and commercial buildings: rating systems, point thresholds, prerequisites, energy modelling and the review process.",
  metaKeywords: "LEED certification, LEED Gold, LEED BD+C, energy modelling, ASHRAE 90.1, commissioning, green building",
  featuredImageAlt:
    "Blueprint elevation of a low industrial building with solar panels and a leaf emblem, beside four stacked amber bars for the certification levels",
  categorySlug: "sustainability-energy",
  tags: ["LEED", "ASHRAE", "Energy Audit"],
  author: lauraChen,
  schedule: { status: "published", daysAgo: 133 },
  viewCount: 1105,
  content: `
<p>Owners pursue LEED certification for many reasons: a corporate sustainability commitment, a tenant's requirement, a municipal incentive, or simply lower operating costs that a recognised label helps to prove. Whatever the reason, the projects that reach their target smoothly share one trait: they decided early, assigned clear responsibility, and treated certification as part of design rather than a paperwork exercise at the end.</p>

<h2>Choosing the rating system</h2>
<p>LEED, developed by the U.S. Green Building Council and reviewed by Green Business Certification Inc. (GBCI), has several rating systems. The main families are:</p>
<ul>
  <li><strong>Building Design and Construction (BD+C)</strong> for new buildings and major renovations, with adaptations for core and shell, warehouses and distribution centres, schools, healthcare and others.</li>
  <li><strong>Interior Design and Construction (ID+C)</strong> for fit-outs within an existing building.</li>
  <li><strong>Operations and Maintenance (O+M)</strong> for existing buildings, based on measured performance.</li>
</ul>
<p>A new manufacturing plant with a substantial office component usually follows BD+C: New Construction; a speculative logistics building may suit the warehouses and distribution centres adaptation. The choice affects which credits are available, so settle it first. The structure described here follows LEED v4.1; newer versions keep the same overall shape while putting more weight on carbon.</p>

<h2>Points and levels</h2>
<p>Projects earn points across categories (location and transportation, sustainable sites, water efficiency, energy and atmosphere, materials and resources, indoor environmental quality, innovation and regional priority), out of 110 available. Every prerequisite must be met before any point counts.</p>
<table>
  <caption>LEED certification levels</caption>
  <thead>
    <tr><th scope="col">Level</th><th scope="col">Points</th></tr>
  </thead>
  <tbody>
    <tr><td>Certified</td><td>40 to 49</td></tr>
    <tr><td>Silver</td><td>50 to 59</td></tr>
    <tr><td>Gold</td><td>60 to 79</td></tr>
    <tr><td>Platinum</td><td>80 and above</td></tr>
  </tbody>
</table>
<p>We recommend targeting five to eight points above the threshold you need. Credits get lost during design changes, value engineering and review, and a buffer prevents one denied credit from costing you a level.</p>

<h2>Phase 1: feasibility and goals</h2>
<p>Start with a preliminary scorecard based on the site, the program and the budget. Some credits are decided by the site itself, such as access to transit or previously developed land, and cost nothing. Others, such as on-site renewable energy, are expensive. The scorecard shows which points are likely, which are possible and which are out of reach, and gives the owner a realistic target before design fees are committed.</p>

<h2>Phase 2: integrative design</h2>
<p>The most valuable points, and the energy savings behind them, come from decisions made in schematic design: orientation, envelope, glazing ratio, system selection. An early energy model, even a simple one, lets the team test these options while they are still cheap to change. An integrative workshop with the owner, architect, engineers, contractor and operations staff aligns everyone on the target and assigns an owner to each credit.</p>

<h2>Phase 3: energy and commissioning</h2>
<p>Energy and Atmosphere is the largest category, and its prerequisites (fundamental commissioning, minimum energy performance, building-level metering and refrigerant management) apply to every project. Energy performance is typically demonstrated with a whole-building model compared against an ASHRAE 90.1 baseline; Canadian projects may use the National Energy Code of Canada for Buildings through an alternative compliance path.</p>
<p>Industrial buildings need care here. Process loads such as ovens, compressors and production lines can dwarf the building's heating, cooling and lighting. They must be modelled the same way in the baseline and proposed designs unless the project is claiming process savings, which requires clear justification. A plant that has already commissioned an <a href="/blog/energy-audits-explained-ashrae-level-1-2-and-3">energy audit</a> of a sister facility often has exactly the process data the modeller needs.</p>

<h2>Phase 4: construction</h2>
<p>Construction-phase credits depend on the contractor's discipline: construction waste diversion, indoor air quality management during construction, and documentation of materials such as environmental product declarations and low-emitting products. Write these requirements into the specifications and the subcontracts, not just the owner's wish list, and review the documentation monthly instead of at substantial completion. Commissioning continues through construction, with functional testing of systems before handover.</p>

<h2>Phase 5: submission and review</h2>
<p>Documentation is uploaded to LEED Online credit by credit. Projects can submit design credits after design and construction credits at the end (a split review), or everything at once. GBCI reviewers return a preliminary review with comments; the team responds, and the final review sets the certification level. Appeals are possible for denied credits.</p>
<blockquote>
  <p>Certification documents the decisions the team made. If the decisions were not made during design, no amount of documentation will create them later.</p>
</blockquote>

<h2>Common reasons projects fall short</h2>
<ul>
  <li>No single person responsible for the scorecard, so credits drift between consultants.</li>
  <li>Energy modelling done after design is complete, when it can only report, not influence.</li>
  <li>Value engineering that quietly removes features several credits depended on.</li>
  <li>Contractor documentation collected too late to reconstruct.</li>
  <li>Commissioning authority appointed after design, missing the design review the prerequisite requires.</li>
</ul>

<h2>How we work on LEED projects</h2>
<p>We act as LEED coordinator for owners and design teams, run the energy modelling and commissioning, and keep the scorecard current from feasibility to final review. Our <a href="/projects">project portfolio</a> includes certified industrial and office buildings. If you are weighing certification for an upcoming project, <a href="/contact">tell us about it</a> and we will prepare a preliminary scorecard.</p>
`,
};
