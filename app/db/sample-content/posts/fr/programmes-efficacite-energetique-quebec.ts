import type { SamplePost } from "../../types";

export const programmesEfficaciteEnergetiqueQuebec: SamplePost = {
  locale: "fr",
  title: "Financer l’efficacité énergétique d’une usine au Québec\u00a0: programmes et bonnes pratiques",
  slug: "financer-efficacite-energetique-usine-quebec",
  excerpt:
    "Hydro-Québec, Énergir et le gouvernement du Québec aident les industriels à financer leurs projets d’efficacité énergétique et de réduction des émissions. Ce qu’il faut préparer pour que l’aide arrive, et au bon moment.",
  metaDescription:
    "Programmes d’aide à l’efficacité énergétique pour les usines au Québec\u00a0: qui les offre, ce qu’ils exigent et comment préparer un dossier solide.",
  metaKeywords:
    "efficacité énergétique Québec, Hydro-Québec, Énergir, ÉcoPerformance, subvention usine, audit énergétique, réduction des GES",
  imageOf: "energy-audits-explained-ashrae-level-1-2-and-3",
  featuredImageAlt:
    "Silhouette d’un bâtiment industriel avec un compteur d’énergie et un histogramme de consommation en baisse, symbole d’un projet d’efficacité énergétique financé",
  categorySlug: "sustainability-energy",
  tags: ["Efficacité énergétique", "Audit énergétique"],
  author: {
    name: "Arjun Mehta, P.Eng., CEM",
    bio: "Arjun dirige les audits énergétiques de nos clients industriels et commerciaux depuis notre bureau de Burnaby. Gestionnaire de l’énergie certifié (CEM), il s’est spécialisé dans l’air comprimé, la vapeur et la réfrigération.",
  },
  schedule: { status: "published", daysAgo: 33 },
  viewCount: 241,
  content: `
<p>Au Québec, l’électricité est propre et relativement peu coûteuse, et l’on pourrait croire que l’efficacité énergétique y rapporte moins qu’ailleurs. C’est l’inverse qui se produit souvent\u00a0: les programmes d’aide financière sont nombreux, les projets de réduction du gaz naturel et du mazout sont bien soutenus, et les économies d’électricité libèrent de la puissance pour la croissance d’une usine. Encore faut-il que le dossier soit monté dans le bon ordre, avec les bonnes données, par une équipe qui connaît les attentes de chaque organisme.</p>

<h2>Qui offre de l’aide</h2>
<p>Trois grandes sources d’aide reviennent dans la plupart des projets industriels que nous accompagnons au Québec\u00a0:</p>
<ul>
  <li><strong>Hydro-Québec</strong> offre aux entreprises des programmes d’aide financière pour les mesures qui réduisent la consommation ou la puissance appelée, comme l’éclairage, les entraînements à vitesse variable, l’air comprimé ou la récupération de chaleur.</li>
  <li><strong>Énergir</strong>, le principal distributeur de gaz naturel, subventionne des études et des équipements qui réduisent la consommation de gaz\u00a0: chaudières à haut rendement, récupération de chaleur, optimisation des procédés.</li>
  <li><strong>Le gouvernement du Québec</strong>, par le programme ÉcoPerformance, finance des projets qui réduisent les émissions de gaz à effet de serre, notamment la conversion de combustibles fossiles vers l’électricité.</li>
</ul>
<p>Les noms, les montants et les conditions de ces programmes changent régulièrement. Vérifiez toujours les conditions en vigueur avant de planifier un projet, et ne comptez pas sur une aide tant qu’elle n’est pas confirmée par écrit.</p>

<h2>La règle d’or\u00a0: demander avant d’agir</h2>
<p>La plupart des programmes exigent que la demande soit déposée, et souvent approuvée, avant l’achat de l’équipement ou le début des travaux. Un projet lancé trop tôt perd généralement son admissibilité, même s’il respecte tous les autres critères. Intégrez donc l’étape de la demande à l’échéancier du projet, au même titre que l’ingénierie et l’approvisionnement.</p>

<h2>Ce qu’un dossier solide contient</h2>
<table>
  <caption>Les pièces habituelles d’une demande d’aide en efficacité énergétique</caption>
  <thead>
    <tr><th scope="col">Pièce</th><th scope="col">À quoi elle sert</th></tr>
  </thead>
  <tbody>
    <tr><td>Consommation de référence</td><td>Montrer la situation de départ, mesurée ou tirée des factures</td></tr>
    <tr><td>Calcul des économies</td><td>Estimer les kilowattheures, les mètres cubes ou les tonnes de GES évités</td></tr>
    <tr><td>Estimation des coûts</td><td>Établir l’investissement admissible et la période de récupération</td></tr>
    <tr><td>Plan de mesurage</td><td>Prévoir comment les économies seront vérifiées après les travaux</td></tr>
  </tbody>
</table>
<p>Un audit énergétique de niveau 2 de l’ASHRAE fournit la plupart de ces éléments\u00a0: répartition de la consommation par usage, mesures chiffrées et calculs d’ingénierie. Pour un grand projet, comme la conversion d’une chaudière au gaz vers l’électricité, une analyse de niveau 3 est souvent nécessaire pour convaincre à la fois l’organisme et le conseil d’administration.</p>

<h2>Les projets qui reviennent le plus souvent</h2>
<ul>
  <li>la récupération de chaleur sur les compresseurs d’air et les systèmes de réfrigération, pour chauffer des bâtiments ou préchauffer de l’eau\u00a0;</li>
  <li>le remplacement de chaudières au gaz ou au mazout par des chaudières électriques ou des thermopompes industrielles\u00a0;</li>
  <li>la correction des fuites d’air comprimé et une meilleure régulation des compresseurs\u00a0;</li>
  <li>les entraînements à vitesse variable sur les ventilateurs et les pompes.</li>
</ul>

<h2>Après les travaux\u00a0: mesurer et vérifier</h2>
<p>Une partie de l’aide est souvent versée seulement après la démonstration des économies réelles. Prévoyez les compteurs et les enregistreurs dès la conception, conservez les données de production pour normaliser la comparaison, et gardez un dossier complet\u00a0: factures, rapports de mise en service et relevés. Un plan de mesurage clair évite les discussions au moment du versement.</p>
<blockquote>
  <p>Un bon projet d’efficacité énergétique se finance mieux quand l’ingénierie, le calendrier de la demande et le mesurage sont planifiés ensemble.</p>
</blockquote>
<p>Nous réalisons les audits, les calculs d’économies et les plans de mesurage qui accompagnent ces demandes. Pour évaluer le potentiel de votre usine, <a href="/fr/contact">communiquez avec notre équipe en développement durable</a>.</p>
`,
};
