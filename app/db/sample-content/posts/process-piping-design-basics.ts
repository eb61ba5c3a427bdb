import { danielOkafor } from "../authors";
import type { SamplePost } from "../types";

export const processPipingDesignBasics: SamplePost = {
  title: "Process Piping Design Basics for Plant Engineers",
  slug: "process-piping-design-basics-for-plant-engineers",
  excerpt:
    "ASME B31.3 governs most piping inside process plants. A plant engineer's tour of the decisions that matter: fluid service, wall thickness, flexibility, examination and testing, and where Canadian registration comes in.",
  metaDescription:
    "ASME B31.3 process piping basics for plant engineers: fluid service categories, wall thickness, flexibility analysis, examination, pressure testing and CRNs.",
  metaKeywords:
    "ASME B31.3, process piping design, fluid service category, Category D, Category M, pipe wall thickness, flexibility analysis, hydrostatic test",
  featuredImageAlt:
    "Isometric blueprint of a process piping run with elbows, a gate valve, flanged joints and an amber-highlighted expansion loop",
  categorySlug: "crn-pressure-equipment",
  tags: ["ASME B31.3", "CRN", "Fittings"],
  author: danielOkafor,
  schedule: { status: "scheduled", daysFromNow: 14 },
  viewCount: 0,
  content: `
<p>Plant engineers modify piping all the time: a new tie-in for a reactor, a steam line to a new dryer, a solvent header moved to make room for a packaging line. Most of that piping, in chemical, petrochemical, pharmaceutical, food and many other processing plants, falls under ASME B31.3, <em>Process Piping</em>. You do not need to be a piping specialist to work with it, but you do need to know which decisions carry the most weight and where the code expects an engineer's judgment.</p>

<h2>B31.3 or something else?</h2>
<p>The B31 family divides piping by application. B31.1 covers power piping, including the piping attached to power boilers; B31.3 covers process plants; other sections cover pipelines, refrigeration and building services. The piping's purpose decides the code, not its size or pressure. When a plant has both a boiler house and a process area, the boundary between B31.1 and B31.3 should be shown on the drawings.</p>

<h2>Fluid service: the first decision</h2>
<p>B31.3 makes the owner responsible for classifying each line by fluid service, and that classification drives design, examination and testing. The main categories are:</p>
<ul>
  <li><strong>Category D:</strong> nonflammable, nontoxic fluids that do not damage human tissue, at design pressure up to 1035 kPa (150 psi) and design temperature between -29 °C and 186 °C. Utility water and low-pressure air are typical.</li>
  <li><strong>Normal fluid service:</strong> everything not in another category; most process lines.</li>
  <li><strong>Category M:</strong> fluids so toxic that a single exposure to a very small quantity could cause serious, irreversible harm. Stricter design, examination and testing apply.</li>
  <li><strong>High pressure:</strong> an optional category the owner may specify for very high pressures, with its own chapter of rules.</li>
</ul>
<p>The code also addresses severe cyclic conditions, high-purity service and elevated-temperature service. Record the classification on the line list; it is the first thing an inspector or reviewer will ask for.</p>

<h2>Wall thickness</h2>
<p>For straight pipe under internal pressure, B31.3 gives the familiar formula:</p>
<p><strong>t = P D ÷ [2 (S E W + P Y)]</strong></p>
<p>where P is the design pressure, D the outside diameter, S the allowable stress at design temperature, E the longitudinal weld quality factor, W the weld joint strength reduction factor, and Y a coefficient (0.4 for ferritic steels at moderate temperatures). For most metals below the creep range, the allowable stress is the lower of one third of tensile strength and two thirds of yield strength. Then add mechanical allowances (corrosion, erosion, thread or groove depth) and allow for the mill's under-tolerance, typically 12.5% for seamless pipe.</p>
<table>
  <caption>Example: NPS 4 seamless carbon steel (SA-106 Grade B) at 2.0 MPa and 150 °C</caption>
  <thead>
    <tr><th scope="col">Step</th><th scope="col">Value</th></tr>
  </thead>
  <tbody>
    <tr><td>Outside diameter</td><td>114.3 mm</td></tr>
    <tr><td>Allowable stress at 150 °C</td><td>138 MPa</td></tr>
    <tr><td>Pressure design thickness</td><td>0.82 mm</td></tr>
    <tr><td>Plus 3 mm corrosion allowance</td><td>3.82 mm</td></tr>
    <tr><td>Divided by 0.875 for mill tolerance</td><td>4.37 mm minimum nominal</td></tr>
    <tr><td>Selected</td><td>Schedule 40 (6.02 mm)</td></tr>
  </tbody>
</table>
<p>The example shows something worth remembering: for small carbon steel lines, pressure rarely governs. Corrosion allowance, mechanical strength, threading and support spans usually do. For large-diameter, high-pressure or alloy piping the formula matters much more.</p>

<h2>Flexibility: the part that gets skipped</h2>
<p>Pipe grows when it gets hot. A 30 m carbon steel line heated from 20 °C to 180 °C grows by about 58 mm, and if nothing allows that movement, it will push on pumps, bend nozzles, lift supports or crack welds. B31.3 limits the displacement stress range to an allowable value based on the material's cold and hot allowable stresses, reduced for the number of thermal cycles. A formal flexibility analysis is required unless the system duplicates one with a good service record, or can be judged adequate by comparison or with the code's simple check for two-anchor systems.</p>
<p>In practice, any hot line connected to rotating equipment or a vessel nozzle deserves a stress analysis. Equipment nozzle loads are often the limiting factor, not the pipe stress itself.</p>

<h2>Examination</h2>
<p>Examination requirements scale with fluid service:</p>
<ul>
  <li>Normal fluid service: visual examination plus random radiography or ultrasonic examination of at least 5% of circumferential butt welds.</li>
  <li>Category D: visual examination.</li>
  <li>Category M: more extensive random examination.</li>
  <li>Severe cyclic conditions: 100% volumetric examination.</li>
</ul>
<p>Owners can and often do specify more than the code minimum, especially for lines that would be hard to repair in service.</p>

<h2>Pressure testing</h2>
<p>The standard leak test is hydrostatic at not less than 1.5 times the design pressure, increased by the ratio of allowable stresses if the design temperature is above the test temperature, and held for at least ten minutes. A pneumatic test at 1.1 times design pressure is permitted when a hydrostatic test is impractical, but the stored energy in compressed gas makes it far more dangerous; it needs a written procedure, exclusion zones and careful thought. Category D lines may be given an initial service leak test at the owner's option.</p>
<blockquote>
  <p>A pneumatic test is not a faster hydrostatic test. Treat it as a hazardous operation and plan it like one.</p>
</blockquote>

<h2>Where Canadian registration comes in</h2>
<p>Under CSA B51, the fittings in a piping system (valves, flanges, fittings, strainers, hoses, instruments) generally need CRNs for the jurisdiction of installation. Some jurisdictions also require the piping system design itself to be registered, with thresholds that depend on pipe size, pressure and contents. Ask early; a missing fitting CRN discovered during installation can hold up a start-up. Our <a href="/blog/what-is-a-crn-canadian-registration-numbers-explained">introduction to CRNs</a> explains how registration works.</p>

<h2>A checklist for small projects</h2>
<ol>
  <li>Classify every line by fluid service and record it on the line list.</li>
  <li>Write or confirm a piping specification: materials, ratings, wall thickness, gaskets and bolting.</li>
  <li>Check flexibility for hot lines and loads on equipment nozzles.</li>
  <li>Confirm CRNs for every fitting and any registration needed for the system.</li>
  <li>Specify examination and testing, and keep the records in the turnover package.</li>
</ol>
<p>Our engineers design and review process piping for plants across Canada and the US, and can register it where needed. <a href="/contact">Contact us</a> about your next modification, or see our <a href="/services/crn">CRN services</a>.</p>
`,
};
