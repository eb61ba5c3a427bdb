import type { SamplePost } from "../../types";

export const auditsEnergetiques: SamplePost = {
  locale: "fr",
  translationOf: "energy-audits-explained-ashrae-level-1-2-and-3",
  title: "Les audits énergétiques expliqués\u00a0: niveaux 1, 2 et 3 de l’ASHRAE",
  slug: "audits-energetiques-niveaux-ashrae-1-2-3",
  excerpt:
    "Un audit énergétique peut être une visite de deux heures ou une campagne de mesures de trois mois. Savoir ce que livre chaque niveau de l’ASHRAE vous aide à commander l’étude dont votre décision a réellement besoin.",
  metaDescription:
    "Ce que comprennent les audits énergétiques de niveaux 1, 2 et 3 de l’ASHRAE, leur durée, leur précision et lequel choisir pour une usine ou un bâtiment.",
  metaKeywords:
    "audit énergétique, ASHRAE niveau 1, ASHRAE niveau 2, ASHRAE niveau 3, norme ASHRAE 211, efficacité énergétique industrielle, fuites d’air comprimé",
  featuredImageAlt:
    "Silhouette de style plan d’un bâtiment industriel avec une unité de toit, un grand cadran de compteur d’énergie et un histogramme ambré d’une consommation en baisse",
  categorySlug: "sustainability-energy",
  tags: ["Audit énergétique", "ASHRAE", "LEED"],
  author: {
    name: "Arjun Mehta, P.Eng., CEM",
    bio: "Arjun dirige les audits énergétiques de nos clients industriels et commerciaux depuis notre bureau de Burnaby. Gestionnaire de l’énergie certifié (CEM), il s’est spécialisé dans l’air comprimé, la vapeur et la réfrigération.",
  },
  schedule: { status: "published", daysAgo: 57 },
  viewCount: 402,
  content: `
<p>«\u00a0Il nous faut un audit énergétique\u00a0» est l’une des demandes les plus fréquentes que nous recevons, et l’une des moins précises. Pour un client, cela veut dire un coup d’œil rapide pour trouver des économies faciles avant la période budgétaire. Pour un autre, une estimation d’économies assez solide pour financer le remplacement d’un refroidisseur de deux millions de dollars. Les deux sont de vrais audits énergétiques, mais l’effort et le coût varient d’un facteur dix. Les niveaux d’audit de l’ASHRAE donnent aux propriétaires et aux ingénieurs un vocabulaire commun pour parler de cette différence.</p>

<h2>D’où viennent les niveaux</h2>
<p>L’<a href="https://www.ashrae.org/" rel="noopener noreferrer" target="_blank">ASHRAE</a>, la société d’ingénierie du chauffage, de la ventilation et de la réfrigération, décrit depuis des décennies trois niveaux d’audit énergétique des bâtiments commerciaux. Sa norme 211 fixe aujourd’hui le contenu minimal de chaque niveau. Les niveaux ont été pensés pour les bâtiments, mais la même structure convient aux usines, où les charges de procédé (air comprimé, vapeur, réfrigération, moteurs) dominent le plus souvent. Pour les sites industriels, la norme ISO 50002 décrit une approche compatible.</p>

<h2>Avant le niveau 1\u00a0: l’analyse des factures</h2>
<p>Tout bon audit commence au bureau. De douze à trente-six mois de factures d’électricité, de gaz et d’eau, mises en regard de la météo et de la production, en disent long\u00a0: la charge de base qui ne s’arrête jamais, le lien entre la consommation et les degrés-jours de chauffage et de climatisation, les pointes de puissance qui déterminent la facture d’électricité, et l’intensité énergétique du site par rapport à des installations semblables. La norme 211 appelle cette étape l’analyse préliminaire de la consommation. Elle coûte peu et réoriente souvent le reste de l’étude.</p>

<h2>Niveau 1\u00a0: la visite sommaire</h2>
<p>L’audit de niveau 1 est une courte visite, généralement d’une journée, par un auditeur d’expérience qui discute avec les opérateurs, examine les principaux systèmes et repère les occasions évidentes. Le rapport énumère les mesures sans frais ou peu coûteuses, avec des économies approximatives, et signale les mesures d’investissement qui méritent une étude plus poussée. C’est un outil de tri, pas un dossier d’investissement.</p>
<p>En usine, on y trouve typiquement des compresseurs qui tournent la fin de semaine pour alimenter des fuites, de l’éclairage allumé dans des zones vides, des portes de quai ouvertes à côté d’espaces chauffés et des chaudières qui cyclent à bas régime tout l’été.</p>

<h2>Niveau 2\u00a0: l’étude et l’analyse énergétiques</h2>
<p>C’est au niveau 2 que se prennent la plupart des décisions. L’auditeur répartit la consommation totale par usage, valide cette répartition avec les factures et développe chaque mesure avec un calcul d’ingénierie des économies, une estimation des coûts et une période de récupération simple. De courtes campagnes d’enregistrement sur les équipements clés (puissance des compresseurs, charge des moteurs, températures) remplacent les hypothèses par des mesures. Les interactions entre les mesures sont prises en compte, pour ne pas compter deux fois les mêmes économies.</p>
<p>Un rapport de niveau 2 doit permettre d’approuver directement les mesures à coût faible ou moyen, et de choisir les grands projets qui méritent une conception détaillée. Les programmes d’aide des distributeurs d’énergie et des gouvernements exigent généralement des calculs de ce type à l’appui d’une demande.</p>

<h2>Niveau 3\u00a0: l’analyse détaillée des mesures à forte intensité de capital</h2>
<p>Le niveau 3 porte sur quelques grandes mesures, comme une nouvelle centrale thermique, la récupération de chaleur d’un procédé ou un changement de combustible, et les analyse avec la rigueur d’un dossier d’investissement. Cela suppose habituellement des semaines ou des mois de mesurage, un modèle énergétique calibré ou une simulation du procédé, des prix d’entrepreneurs et une évaluation du risque sur les économies. C’est ce qu’attendent les prêteurs, les entreprises de services écoénergétiques et les conseils d’administration avant d’engager des sommes importantes.</p>

<h2>Les niveaux côte à côte</h2>
<table>
  <caption>Ce que comprend habituellement chaque niveau d’audit</caption>
  <thead>
    <tr><th scope="col">Niveau</th><th scope="col">Travail sur place</th><th scope="col">Livrable</th><th scope="col">Utile pour</th></tr>
  </thead>
  <tbody>
    <tr><td>Analyse préliminaire</td><td>Aucun\u00a0; factures et plans</td><td>Comparaison, profil de charge, priorités</td><td>Décider s’il faut chercher, et où</td></tr>
    <tr><td>Niveau 1</td><td>Environ une journée</td><td>Gains rapides et liste de projets possibles</td><td>Tri, budget, parcs immobiliers</td></tr>
    <tr><td>Niveau 2</td><td>Plusieurs jours et enregistrements</td><td>Répartition par usage, mesures chiffrées, récupération</td><td>Approuver la plupart des projets, demandes d’aide financière</td></tr>
    <tr><td>Niveau 3</td><td>Des semaines ou des mois de mesurage</td><td>Analyse de niveau investissement des grandes mesures</td><td>Grandes décisions d’investissement, financement</td></tr>
  </tbody>
</table>

<h2>Ce que nous trouvons le plus souvent en usine</h2>
<ul>
  <li><strong>L’air comprimé.</strong> C’est l’une des formes d’énergie les plus chères d’une usine, et les fuites gaspillent souvent le cinquième de la production des compresseurs, ou davantage. Une recherche de fuites au détecteur à ultrasons, suivie des réparations et d’une meilleure régulation des compresseurs, se rentabilise souvent en quelques mois.</li>
  <li><strong>La vitesse variable sur les ventilateurs et les pompes.</strong> Comme la puissance varie à peu près comme le cube de la vitesse, un ventilateur à 80\u00a0% de sa vitesse n’a besoin que de la moitié environ de sa puissance.</li>
  <li><strong>Les réseaux de vapeur.</strong> Purgeurs défectueux, robinets et brides non isolés et condensats envoyés à l’égout sont fréquents et peu coûteux à corriger.</li>
  <li><strong>La récupération de chaleur.</strong> La plus grande partie de l’électricité consommée par un compresseur finit en chaleur, qui peut chauffer un entrepôt ou préchauffer l’eau d’alimentation d’une chaudière.</li>
</ul>
<blockquote>
  <p>Le kilowattheure le moins cher est celui qu’une machine consomme pendant que rien n’est produit. Regardez d’abord les nuits et les fins de semaine.</p>
</blockquote>

<h2>Choisir le bon niveau</h2>
<p>Adaptez l’étude à la décision. Si vous ne savez pas encore où va votre énergie, commencez par l’analyse des factures et un niveau 1. Si vous avez un budget à dépenser et voulez la meilleure liste de projets, commandez un niveau 2. Si un seul grand projet absorbera l’essentiel de ce budget, ou si un financement externe est en jeu, investissez dans un niveau 3 pour ce projet seulement. Pour délimiter un audit sur votre site, <a href="/fr/contact">communiquez avec notre équipe en développement durable</a>.</p>
`,
};
