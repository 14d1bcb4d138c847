/** The blog's full articles in English, as written, by slug: HTML bodies, seeded into the articles table. */
export const ARTICLE_BODIES: Readonly<Record<string, string>> = {
  'palm-jumeirah-prime-prices-2025': `
<p>Palm Jumeirah has been Dubai’s most watched address for two decades, but the last three years changed its scale. Prime homes on the island now trade at prices that, not long ago, belonged only to London, Monaco or Hong Kong. At Six Senses Residences, resale apartments have changed hands at between AED 6,900 and AED 8,100 per square foot, and the largest penthouses and villas are quoted well above that.</p>
<h2>Supply is the story</h2>
<p>The Palm is finished land. There is no new frond to reclaim, and the few remaining plots on the Crescent are spoken for. New prime supply therefore comes from a handful of branded projects, and Six Senses is one of the smallest: 162 homes in total, with a limited number ever on the open market at once. When a buyer wants sea on two sides, a private beach and hotel service, the choice is short.</p>
<h2>Who is buying</h2>
<p>Buyers are increasingly end users rather than speculators: families relocating their base to Dubai, founders who have sold a business, and long-stay residents who already rent on the island and want to own. They pay in cash more often than not, and they compare homes on the quality of the service and the building’s wellness offer as much as on the view.</p>
<h2>Branded residences lead</h2>
<p>Across Dubai, branded homes have sold at a clear premium over comparable unbranded stock. The reasons are practical: a recognised operator guarantees the standard of maintenance and service for years after handover, rental demand is deeper, and resale is simpler because the brand does part of the explaining.</p>
<h2>What to watch</h2>
<ul>
<li>Handover: completion, expected at the end of 2025, usually brings a second wave of resales and the first rental listings.</li>
<li>Rents: gross yields of 6 to 8% are achievable on well-presented homes, with short-let demand strongest in the winter season.</li>
<li>Pricing discipline: the best-priced homes sell within weeks; overpriced ones sit. A fresh valuation before listing pays for itself.</li>
</ul>
<p>If you are considering buying or selling at the residences, our team can take you through recent transactions line by line and show you what is available privately.</p>`,
  'inside-six-senses-residences-palm-jumeirah': `
<p>Most luxury towers sell you a view. Six Senses Residences sells you a rhythm. The building is designed around a simple idea the hotel group has refined over thirty years: that a home should help you sleep better, move more and feel calmer, without asking you to think about it.</p>
<h2>Materials that breathe</h2>
<p>Interiors are finished in light oak, honed stone and linen tones. Ceilings are high and windows run floor to ceiling, so the Gulf is present in every room. Circulation is generous: wide corridors, walk-in dressing rooms and kitchens planned for people who actually cook.</p>
<h2>A hotel downstairs</h2>
<p>Residents live alongside the Six Senses hotel and have its team at their disposal: housekeeping, in-residence dining, a concierge who can book a table or a boat, and maintenance handled by people who know the building. The service is optional and paid as used, so the home never feels like a hotel room.</p>
<h2>Wellness as infrastructure</h2>
<p>The development’s wellness hub covers around 60,000 square feet: a spa, a gym with personal coaching, pools, a recovery suite and treatment rooms. Six Senses’ programmes, from sleep to nutrition, are open to owners, and many homes include their own steam room or plunge pool.</p>
<h2>The Crescent itself</h2>
<p>Life on the Crescent is quieter than on the Palm’s trunk. Mornings start with a swim from the private beach; evenings end with dinner at one of the resorts a few minutes away. Nakheel Mall is five minutes by car, and the rest of Dubai is within half an hour.</p>
<p>If you would like to see a residence in person, we arrange private viewings every day of the week.</p>`,
  'investing-in-dubai-branded-residences': `
<p>A branded residence is first a home, but many of our clients also buy with an eye on income and long-term value. Here is how the numbers work at Six Senses Residences, based on the homes we let and manage.</p>
<h2>Rental income</h2>
<p>Well-presented homes achieve gross yields of 6 to 8% a year on long lets. Furnished homes let for shorter periods can earn more in the winter season, from November to April, at the cost of more management and some empty weeks in summer.</p>
<h2>Running costs</h2>
<ul>
<li><strong>Service charges</strong> cover the building, the amenities and the common areas, and are set per square foot each year.</li>
<li><strong>Management</strong>: a full lettings and management service typically costs 8 to 10% of the rental income and covers tenants, rent collection, maintenance and reporting.</li>
<li><strong>Registration</strong>: Dubai Land Department fees apply when you buy, and tenancy contracts are registered through Ejari.</li>
</ul>
<h2>Payment plan</h2>
<p>Off-plan purchases from the developer followed a 40/60 structure: 40% during construction and 60% on handover. Resales before handover usually transfer the remaining schedule to the buyer, which can make the entry price easier to finance.</p>
<h2>Exit</h2>
<p>Resale liquidity depends on pricing and presentation more than on timing. Homes with sea views, good layouts and complete documentation sell fastest. A branded residence also has an audience abroad that unbranded stock lacks.</p>
<p>Our team can prepare a rental appraisal and a sale valuation side by side, so you can compare holding and selling on real figures.</p>`,
  'wellness-at-home-six-senses': `
<p>Six Senses built its reputation on remote resorts where guests slept better and left lighter. The residences on Palm Jumeirah bring the same thinking into daily city life, through decisions that are easy to miss on a viewing and impossible to miss once you live there.</p>
<h2>Sleep first</h2>
<p>Bedrooms are planned away from living areas and service corridors, with blackout blinds, quiet air handling and calm, warm lighting. Owners can follow Six Senses’ sleep programme with the spa team, from bedding to evening routines.</p>
<h2>Air and water</h2>
<p>Homes are specified for filtered fresh air and filtered water, and materials are chosen for low emissions. It is the kind of detail that never appears in a brochure photograph but is felt every morning.</p>
<h2>Movement built in</h2>
<p>The wellness hub, the pools and the beach make movement the easy choice. Personal trainers, yoga and breath-work classes, and recovery treatments are available to residents, and many homes have space for a private studio.</p>
<h2>Community</h2>
<p>Six Senses places real value on connection: residents meet at the members’ club, at cooking classes and at the Earth Lab, where the team shares its work on sustainability. It is a building designed to be lived in together.</p>
<p>Ask us about visiting the wellness hub as part of a private viewing.</p>`,
};
