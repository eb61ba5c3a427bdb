import { marcAndreTremblay } from "../authors";
import type { SamplePost } from "../types";

export const burstTestingFittings: SamplePost = {
  title: "Burst Testing Fittings for CRN Registration: How to Plan a Test That Passes",
  slug: "burst-testing-fittings-for-crn-registration-how-to-plan-a-test-that-passes",
  excerpt:
    "When no standard covers a fitting and the code formulas do not fit its shape, a burst test can prove the design. Planned badly, it proves nothing and has to be repeated. Here is how to get it right the first time.",
  metaDescription:
    "How to plan a burst test that supports CRN registration of a fitting: when testing applies, the UG-101 rating formula, samples, witnessing and the report.",
  metaKeywords: "burst test, proof test, UG-101, fitting registration, CRN fittings, CSA B51, MAWP by test",
  featuredImageAlt:
    "Blueprint drawing of a forged tee fitting connected to a pressure gauge, beside an amber pressure-versus-time curve rising to a burst point",
  categorySlug: "crn-pressure-equipment",
  tags: ["Burst Testing", "Fittings", "CRN", "CSA B51", "ASME B31.3"],
  author: marcAndreTremblay,
  schedule: { status: "published", daysAgo: 104 },
  viewCount: 1248,
  content: `
<p>Many fittings register easily: a flange built to ASME B16.5 or a valve built to ASME B16.34 carries a pressure rating from its standard, and the manufacturer declares conformance. The trouble starts with products that no standard describes: a cast manifold block, a proprietary quick-connect coupling, a sight glass body, a custom strainer housing. If the code's design formulas cannot be applied to the shape with confidence, the remaining route is to prove the design by test. A well-planned burst test makes that route straightforward. A poorly planned one produces a broken part, an invoice from the test lab and a reviewer who still says no.</p>

<h2>When a burst test is the right tool</h2>
<p>ASME Section VIII, Division 1 allows the maximum allowable working pressure of a part to be established by proof test (paragraph UG-101) when its strength cannot be calculated with satisfactory assurance of accuracy. Note the condition: testing replaces calculation only for the parts that cannot be calculated. Where code rules do apply, to a threaded end, a bolted cover or a cylindrical body section for example, reviewers expect the calculation to be done as well. ASME B31.3 points to the same proof-test route for unlisted piping components.</p>
<p>Other methods exist. UG-101 also describes strain-gauge and displacement tests that do not destroy the part, and finite element analysis to Division 2 rules is often the better choice for large or costly items. For small, inexpensive fittings made in quantity, the burst test is usually the quickest and cheapest.</p>

<h2>How the rating is derived</h2>
<p>In the burst method, the part is pressurised until it bursts (or until a target pressure is reached without bursting) and the rating is calculated from that pressure. In simplified form:</p>
<p><strong>MAWP = (B ÷ 4) × (S<sub>u</sub> × E ÷ S<sub>u,avg</sub>)</strong></p>
<p>where B is the burst pressure, S<sub>u</sub> the specified minimum tensile strength of the material, S<sub>u,avg</sub> the average tensile strength actually measured on specimens from the tested part, and E the weld joint efficiency where welds are present. The ratio corrects for a test part that happens to be stronger than the minimum the specification allows; without it, a strong heat of material would give an unsafe rating to every weaker part made later.</p>
<p>Further reductions apply for casting quality factors, corrosion allowance and design temperatures above the test temperature. In practice the burst pressure needed is often six to seven times the rating you want, not four. Plan the test pressure and the test rig around that number.</p>

<h2>A worked example</h2>
<p>A manufacturer wants to rate a forged carbon steel manifold at 20 MPa at ambient temperature. The material's specified minimum tensile strength is 485 MPa; tensile specimens cut from the tested part average 540 MPa. There are no welds, so E is 1.</p>
<ul>
  <li>Material ratio: 485 ÷ 540 = 0.898</li>
  <li>Minimum burst pressure: 20 × 4 ÷ 0.898 = 89.1 MPa</li>
</ul>
<p>If the same part must also be rated at 200 °C, the rating is reduced further in proportion to the material's allowable stress at that temperature, which raises the burst pressure needed for the same nameplate rating. Running these numbers before the test decides whether the pump, the hoses and the test cell are adequate, and whether the product can realistically reach its target at all.</p>

<h2>Building the test plan</h2>
<p>The test plan is the document the reviewer will judge the test against, so write it before anything is pressurised and, ideally, share it with the regulator. It should cover:</p>
<ol>
  <li><strong>Scope.</strong> The product family, sizes, materials and end connections to be covered, and the rating sought for each.</li>
  <li><strong>Sample selection.</strong> Which sizes and configurations are tested and why they represent the worst case: typically the largest bore, the thinnest wall and the weakest material. Materials can sometimes be grouped, but a test on one alloy does not cover another automatically.</li>
  <li><strong>Test method.</strong> The code paragraph followed, test medium (water), rate of pressure rise, hold points, and what counts as the end of the test.</li>
  <li><strong>Instrumentation.</strong> Calibrated gauges or transducers with a range suited to the expected burst pressure, and continuous recording of pressure against time.</li>
  <li><strong>Material properties.</strong> How tensile specimens will be taken from the tested part, from metal that did not yield during the test, and how many.</li>
  <li><strong>Witnessing.</strong> Who will witness the test. Most jurisdictions expect an independent witness acceptable to them, such as an Authorized Inspector.</li>
  <li><strong>Acceptance.</strong> The calculation that turns the results into a rating, with every factor stated.</li>
</ol>

<h2>Mistakes that invalidate a test</h2>
<table>
  <caption>Common burst test problems and how to avoid them</caption>
  <thead>
    <tr><th scope="col">Problem</th><th scope="col">Consequence</th><th scope="col">Prevention</th></tr>
  </thead>
  <tbody>
    <tr><td>Test stopped at a "safety factor" quoted informally</td><td>Rating falls short once all reductions are applied</td><td>Calculate the required burst pressure with every factor before testing</td></tr>
    <tr><td>Leak at the end connection or test fixture</td><td>No burst pressure recorded for the body</td><td>Design fixtures and seals for well above the expected burst</td></tr>
    <tr><td>Tensile specimens from another heat or from yielded metal</td><td>Material ratio cannot be justified</td><td>Plan specimen locations and keep the part traceable</td></tr>
    <tr><td>No independent witness</td><td>Results not accepted</td><td>Book the witness when the test is scheduled</td></tr>
    <tr><td>Tested size does not represent the family</td><td>Only the tested size is registered</td><td>Document the worst-case rationale in the plan</td></tr>
  </tbody>
</table>

<h2>The report</h2>
<p>The test report should let a reviewer repeat the calculation without calling you. Include the plan, drawings of the part with actual measured dimensions, material certificates, calibration certificates, the pressure record, photographs before and after (the failure location tells a story), tensile results, the rating calculation and the witness's signed statement. Keep the tested parts until the registration is issued.</p>
<blockquote>
  <p>A burst test is a one-way experiment. Every decision that matters has to be made before the pressure goes up.</p>
</blockquote>
<p>Fitting registrations are renewed periodically in many jurisdictions, and a report written to today's expectations is far more likely to be accepted again at renewal than a thin one. For the rest of the registration process, see <a href="/blog/what-is-a-crn-canadian-registration-numbers-explained">our guide to CRNs</a>. If you have a product that needs proving, <a href="/contact">contact us</a>: we write test plans, arrange witnessed testing and take the results through registration as part of our <a href="/services/crn">CRN services</a>.</p>
`,
};
