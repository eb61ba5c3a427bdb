import type { SamplePost } from "../../types";

export const certificationLeed: SamplePost = {
  locale: "fr",
  translationOf: "the-leed-certification-path-for-industrial-and-commercial-buildings",
  title: "Le parcours de certification LEED des bâtiments industriels et commerciaux",
  slug: "parcours-certification-leed-batiments-industriels-commerciaux",
  excerpt:
    "La certification LEED se gagne ou se perd dans les premiers mois de la conception, bien avant le dépôt du premier document. Un guide, étape par étape, pour atteindre le niveau visé sans surprise à l’examen final.",
  metaDescription:
    "Comment fonctionne la certification LEED des bâtiments industriels et commerciaux\u00a0: systèmes d’évaluation, seuils de points, préalables, modélisation et examen.",
  metaKeywords: "certification LEED, LEED Or, LEED BD+C, modélisation énergétique, ASHRAE 90.1, mise en service, bâtiment durable",
  featuredImageAlt:
    "Élévation de style plan d’un bâtiment industriel bas avec des panneaux solaires et un emblème de feuille, à côté de quatre barres ambrées pour les niveaux de certification",
  categorySlug: "sustainability-energy",
  tags: ["LEED", "ASHRAE", "Audit énergétique"],
  author: {
    name: "Laura Chen, LEED AP BD+C",
    bio: "Laura coordonne les projets LEED de nos clients, de l’étude de faisabilité à l’examen final, et dirige la modélisation énergétique et la mise en service des bâtiments industriels et de bureaux.",
  },
  schedule: { status: "published", daysAgo: 131 },
  viewCount: 318,
  content: `
<p>Les propriétaires visent la certification LEED pour bien des raisons\u00a0: un engagement de l’entreprise en développement durable, l’exigence d’un locataire, un incitatif municipal, ou tout simplement des coûts d’exploitation plus bas qu’un label reconnu aide à démontrer. Quelle que soit la raison, les projets qui atteignent leur cible sans heurts ont un point commun\u00a0: la décision a été prise tôt, les responsabilités ont été clairement attribuées, et la certification a fait partie de la conception plutôt que d’un exercice de paperasse en fin de projet.</p>

<h2>Choisir le système d’évaluation</h2>
<p>LEED, élaboré par le U.S. Green Building Council et dont les dossiers sont examinés par Green Business Certification Inc. (GBCI), compte plusieurs systèmes d’évaluation. Les principales familles sont\u00a0:</p>
<ul>
  <li><strong>Conception et construction de bâtiments (BD+C)</strong>, pour les bâtiments neufs et les rénovations majeures, avec des adaptations pour les noyaux et enveloppes, les entrepôts et centres de distribution, les écoles et les établissements de santé\u00a0;</li>
  <li><strong>Conception et construction des intérieurs (ID+C)</strong>, pour l’aménagement d’espaces dans un bâtiment existant\u00a0;</li>
  <li><strong>Exploitation et entretien (O+M)</strong>, pour les bâtiments existants, selon leur performance mesurée.</li>
</ul>
<p>Une nouvelle usine comprenant une partie importante de bureaux suit généralement BD+C\u00a0: nouvelle construction\u00a0; un bâtiment logistique construit sans locataire désigné peut convenir à l’adaptation pour entrepôts et centres de distribution. Ce choix détermine les crédits accessibles\u00a0: réglez-le en premier. La structure décrite ici suit LEED v4.1\u00a0; les versions plus récentes gardent la même forme générale en donnant plus de poids au carbone.</p>

<h2>Les points et les niveaux</h2>
<p>Les projets obtiennent des points dans plusieurs catégories (emplacement et transport, aménagement écologique des sites, gestion efficace de l’eau, énergie et atmosphère, matériaux et ressources, qualité des environnements intérieurs, innovation et priorité régionale), sur 110\u00a0points possibles. Tous les préalables doivent être respectés avant qu’un seul point compte.</p>
<table>
  <caption>Les niveaux de certification LEED</caption>
  <thead>
    <tr><th scope="col">Niveau</th><th scope="col">Points</th></tr>
  </thead>
  <tbody>
    <tr><td>Certifié</td><td>De 40 à 49</td></tr>
    <tr><td>Argent</td><td>De 50 à 59</td></tr>
    <tr><td>Or</td><td>De 60 à 79</td></tr>
    <tr><td>Platine</td><td>80 et plus</td></tr>
  </tbody>
</table>
<p>Nous recommandons de viser de cinq à huit points au-dessus du seuil requis. Des crédits se perdent au fil des modifications, de l’ingénierie de la valeur et de l’examen\u00a0; une marge évite qu’un seul crédit refusé vous coûte un niveau.</p>

<h2>Étape 1\u00a0: faisabilité et objectifs</h2>
<p>Commencez par une grille de pointage préliminaire fondée sur le site, le programme et le budget. Certains crédits dépendent du site lui-même, comme l’accès au transport en commun ou un terrain déjà aménagé, et ne coûtent rien. D’autres, comme la production d’énergie renouvelable sur place, coûtent cher. La grille montre les points probables, possibles et hors d’atteinte, et donne au propriétaire une cible réaliste avant d’engager les honoraires de conception.</p>

<h2>Étape 2\u00a0: la conception intégrée</h2>
<p>Les points les plus précieux, et les économies d’énergie qui les justifient, viennent des décisions prises à l’esquisse\u00a0: orientation, enveloppe, proportion de fenestration, choix des systèmes. Un premier modèle énergétique, même simple, permet à l’équipe de comparer ces options quand elles coûtent encore peu à changer. Un atelier de conception intégrée réunissant le propriétaire, l’architecte, les ingénieurs, l’entrepreneur et l’exploitation aligne tout le monde sur la cible et attribue chaque crédit à un responsable.</p>

<h2>Étape 3\u00a0: énergie et mise en service</h2>
<p>Énergie et atmosphère est la plus grande catégorie, et ses préalables (mise en service de base, performance énergétique minimale, mesurage à l’échelle du bâtiment et gestion des frigorigènes) s’appliquent à tous les projets. La performance énergétique se démontre habituellement par un modèle du bâtiment entier comparé à une référence ASHRAE 90.1\u00a0; les projets canadiens peuvent recourir au Code national de l’énergie pour les bâtiments par une voie de conformité de rechange.</p>
<p>Les bâtiments industriels demandent ici une attention particulière. Les charges de procédé, comme les fours, les compresseurs et les lignes de production, peuvent dépasser de loin le chauffage, la climatisation et l’éclairage. Elles doivent être modélisées de la même façon dans la référence et dans la proposition, à moins que le projet ne revendique des économies de procédé, ce qui exige une justification claire. Une usine qui a déjà fait réaliser un <a href="/fr/blogue/audits-energetiques-niveaux-ashrae-1-2-3">audit énergétique</a> d’une installation semblable dispose souvent des données de procédé dont le modélisateur a besoin.</p>

<h2>Étape 4\u00a0: la construction</h2>
<p>Les crédits de la phase de construction dépendent de la rigueur de l’entrepreneur\u00a0: réacheminement des déchets de construction, gestion de la qualité de l’air pendant les travaux et documentation des matériaux, comme les déclarations environnementales de produits et les produits à faibles émissions. Inscrivez ces exigences dans le devis et les contrats de sous-traitance, et révisez la documentation chaque mois plutôt qu’à la fin des travaux.</p>

<h2>Étape 5\u00a0: dépôt et examen</h2>
<p>La documentation est déposée crédit par crédit dans LEED Online. Les crédits de conception peuvent être soumis après la conception et ceux de construction à la fin (examen en deux temps), ou tous ensemble. Les examinateurs de GBCI rendent un examen préliminaire avec leurs commentaires\u00a0; l’équipe y répond, et l’examen final fixe le niveau de certification.</p>
<blockquote>
  <p>La certification documente les décisions de l’équipe. Si ces décisions n’ont pas été prises pendant la conception, aucune documentation ne les créera après coup.</p>
</blockquote>

<h2>Comment nous travaillons sur les projets LEED</h2>
<p>Nous agissons comme coordonnateurs LEED pour les propriétaires et les équipes de conception, réalisons la modélisation énergétique et la mise en service, et tenons la grille de pointage à jour de la faisabilité à l’examen final. Nos <a href="/fr/projets">réalisations</a> comprennent des bâtiments industriels et de bureaux certifiés. Si vous envisagez la certification d’un projet, <a href="/fr/contact">parlez-nous-en</a>\u00a0: nous préparerons une grille préliminaire.</p>
`,
};
