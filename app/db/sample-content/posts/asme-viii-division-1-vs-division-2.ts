import { danielOkafor } from "../authors";
import type { SamplePost } from "../types";

export const asmeViiiDivision1VsDivision2: SamplePost = {
  title: "ASME Section VIII Division 1 vs Division 2: Which Route Fits Your Vessel?",
  slug: "asme-section-viii-division-1-vs-division-2-which-route-fits-your-vessel",
  excerpt:
    "Division 2 allows thinner walls but asks for more analysis, more examination and more paperwork. A look at where the crossover lies and how to decide before the design is frozen.",
  metaDescription:
    "ASME VIII-1 vs VIII-2 compared: design margins, analysis, examination, testing and documentation, and when Division 2 pays off for a pressure vessel.",
  metaKeywords: "ASME VIII-1, ASME VIII-2, pressure vessel design, design by analysis, design margin, user's design specification",
  featuredImageAlt:
    "Two pressure vessels drawn side by side in blueprint style, the left with a thicker shell wall than the right, with wall thickness callouts in amber",
  categorySlug: "crn-pressure-equipment",
  tags: ["ASME VIII-1", "ASME VIII-2", "Pressure Vessels", "CRN"],
  author: danielOkafor,
  schedule: { status: "published", daysAgo: 41 },
  viewCount: 1462,
  content: `
<p>Most pressure vessels in North America are built to ASME Section VIII, Division 1. It is familiar to every fabricator, every inspector and every regulator, and for the great majority of vessels it is the right answer. Division 2, the "alternative rules", is the route owners reach for when wall thickness starts to drive cost. Choosing between them is an engineering and commercial decision, and it should be made before the design basis is frozen.</p>

<h2>Two philosophies</h2>
<p>Division 1 is a design-by-rule code. It gives formulas for shells, heads, nozzles and flanges, and it keeps them safe with a generous margin on material strength. Detailed stress analysis is rarely required, and where a configuration is not covered, the engineer must justify it, often with methods borrowed from Division 2.</p>
<p>Division 2 was completely rewritten in 2007. It combines design-by-rule (Part 4) with a full set of design-by-analysis methods (Part 5): elastic stress analysis with stress categorisation, limit-load and elastic-plastic analysis, and explicit fatigue assessment. The lower design margin is earned by a more thorough understanding of the stresses, tougher material requirements and more examination. Since the 2017 edition, Division 2 has two classes: Class 2 is the traditional route, and Class 1 sits between the two divisions.</p>

<h2>The differences that matter</h2>
<table>
  <caption>Division 1 and Division 2 (Class 2) compared</caption>
  <thead>
    <tr><th scope="col">Topic</th><th scope="col">Division 1</th><th scope="col">Division 2, Class 2</th></tr>
  </thead>
  <tbody>
    <tr><th scope="row">Margin on tensile strength</th><td>3.5</td><td>2.4</td></tr>
    <tr><th scope="row">Margin on yield strength</th><td>1.5</td><td>1.5</td></tr>
    <tr><th scope="row">Design method</th><td>Rules; analysis only where rules do not reach</td><td>Rules or analysis (Part 5), including fatigue screening</td></tr>
    <tr><th scope="row">User's Design Specification</th><td>Not required</td><td>Required and certified by a qualified engineer</td></tr>
    <tr><th scope="row">Manufacturer's Design Report</th><td>Calculations kept by the manufacturer</td><td>Formal report, certified</td></tr>
    <tr><th scope="row">Hydrostatic test</th><td>1.3 × MAWP × stress ratio</td><td>The greater of 1.43 × MAWP and 1.25 × MAWP × stress ratio</td></tr>
    <tr><th scope="row">Examination</th><td>Depends on joint category and efficiency chosen</td><td>More volumetric examination, set by examination group</td></tr>
  </tbody>
</table>
<p>Division 2 Class 1 uses a margin of 3.0 on tensile strength and does not require certified design documents unless a fatigue analysis is needed, but it cannot use Part 5 analysis to replace the Part 4 rules. It is worth a look for moderately thick vessels where the full Class 2 package is hard to justify.</p>

<h2>Where the money is</h2>
<p>A lower design margin means higher allowable stress, and for a cylindrical shell the required thickness falls almost in proportion. For carbon steel in the usual temperature range, moving from Division 1 to Division 2 Class 2 can reduce shell thickness by roughly 20 to 30 percent, depending on the material and whether yield or tensile strength governs. On a thin air receiver that is a few millimetres of plate and does not pay for the extra engineering. On a 2.5 m diameter separator at 10 MPa, it can mean tens of tonnes of steel, fewer weld passes, less post-weld heat treatment time, lighter foundations and cheaper transport.</p>
<p>The savings are greatest when one or more of these are true:</p>
<ul>
  <li>The shell is thick (as a rough guide, above 50 mm) because of high pressure, large diameter or both.</li>
  <li>The material is expensive: stainless, duplex, nickel alloys or clad plate.</li>
  <li>The vessel is large or heavy enough that shipping, lifting or foundations are a real constraint.</li>
  <li>Several identical vessels are being built, so the engineering cost is spread over the whole order.</li>
</ul>

<h2>What Division 2 costs you</h2>
<p>The extra cost falls mostly on engineering and quality. The owner (or an engineer on the owner's behalf) must write a User's Design Specification that defines every load case, including cyclic operation, and have it certified. The manufacturer's design report must be certified as well. Fatigue must be screened and, if the screening fails, analysed. Material toughness requirements are stricter, and the examination is more extensive. The fabricator needs the right certification for Division 2 work, and fewer shops hold it, which can narrow your bid list and stretch delivery.</p>
<blockquote>
  <p>A Division 2 vessel is not a Division 1 vessel with thinner walls. It is a different contract, with more decisions for the owner to make up front.</p>
</blockquote>

<h2>Operating conditions decide more than you think</h2>
<p>Cyclic service is where Division 2 earns its keep in safety as well as cost. A vessel that pressurises and depressurises many times a day, such as a pressure swing adsorption bed or a batch reactor, deserves a fatigue assessment whichever division it is built to. Division 2 requires one; Division 1 does not, though good practice often borrows the Division 2 method anyway. If your vessel sees significant cycling, that alone can tip the balance.</p>
<p>Pressure matters too. Division 1 itself notes that above about 20 MPa (3,000 psi) its rules may need supplementing, so very high pressure vessels usually end up on Division 2 or Division 3.</p>

<h2>Registration in Canada</h2>
<p>Both divisions are accepted under CSA B51, and a CRN can be obtained for either. Expect the reviewer of a Division 2 design to ask for the certified User's Design Specification and design report, and allow time for a more detailed review of any finite element analysis. A clear analysis report, with the model, boundary conditions, load cases and stress classification lines plainly shown, makes that review much faster. See <a href="/blog/what-is-a-crn-canadian-registration-numbers-explained">our introduction to CRNs</a> for how the process works.</p>

<h2>How we help clients decide</h2>
<ol>
  <li>Size the vessel quickly to both divisions from the process data sheet.</li>
  <li>Estimate the material, fabrication, examination and engineering cost of each.</li>
  <li>Check shop availability and lead time for each route.</li>
  <li>Recommend a route, and write the User's Design Specification if Division 2 wins.</li>
</ol>
<p>For most vessels the comparison takes a day or two and settles the question before anyone orders plate. If you have a thick-walled or high-value vessel on the drawing board, <a href="/contact">send us the data sheet</a> and we will tell you which route makes sense.</p>
`,
};
