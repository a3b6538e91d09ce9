//! Word lists for names, people and places. Firm names are combinations of common words chosen
//! to read like CTA firms without being one; `REAL_FIRM_WORDS` lists distinctive words of real
//! managed-futures firms that must never appear (a test checks the generated names).

use super::archetypes::Archetype;

/// First halves of two-word firm names ("Granite" Ridge).
#[rustfmt::skip]
pub(crate) const FIRM_FIRST: &[&str] = &[
    "Granite", "Cedar", "Harbor", "Iron", "Copper", "Stone", "Oak", "Pine", "Aspen", "Osprey",
    "Kestrel", "Heron", "Birch", "Hawthorne", "Willow", "Juniper", "Sable", "Cobalt", "Argent",
    "Bright", "Clear", "Deep", "High", "Long", "North", "South", "West", "East", "Silver", "Golden",
    "Amber", "Slate", "Flint", "Basalt", "Tamarack", "Alder", "Larch", "Spruce", "Maple", "Elm",
    "Hickory", "Walnut", "Linden", "Quarry", "Lantern", "Beacon", "Anchor", "Compass", "Tidewater",
    "Windward", "Leeward", "Highland", "Lakeshore", "Bluestem", "Ironwood", "Kingfisher", "Plover",
    "Sandhill", "Whitewater", "Redtail", "Bristlecone", "Canyon",
];

/// Second halves of two-word firm names (Granite "Ridge").
#[rustfmt::skip]
pub(crate) const FIRM_SECOND: &[&str] = &[
    "Ridge", "Point", "Creek", "Bay", "Field", "Gate", "Bridge", "Brook", "Hill", "Lake", "Peak",
    "River", "Crest", "Haven", "Hollow", "Mesa", "Shore", "Trail", "Vale", "Glen", "Bluff", "Cove",
    "Landing", "Pass", "Spring", "Grove", "Park", "Reach", "Knoll", "Fork",
];

/// One-word firm names.
#[rustfmt::skip]
pub(crate) const FIRM_SINGLE: &[&str] = &[
    "Meridian", "Parallax", "Vantage", "Tessera", "Lodestar", "Halyard", "Keystone", "Bellwether",
    "Cardinal", "Sextant", "Fulcrum", "Quadrant", "Orbital", "Cinder", "Aurelian", "Corvid",
    "Solstice", "Equinox", "Zephyr", "Obsidian", "Talus", "Caldera", "Arbor", "Crosswind",
    "Steadfast", "Tillerman", "Wayfarer", "Polestar", "Tradewind", "Headwater", "Riverbend",
    "Stonegate", "Ironbridge", "Larkspur", "Thistle", "Bramble", "Chisel", "Anvil", "Gyre",
    "Isobar", "Windrose", "Cairn", "Portolan", "Astrolabe", "Helm", "Skerry", "Palisade",
];

/// Surnames for eponymous firms ("Halvorsen Capital").
#[rustfmt::skip]
pub(crate) const FIRM_SURNAMES: &[&str] = &[
    "Halvorsen", "Lindqvist", "Marchetti", "Okafor", "Brennan", "Castellano", "Whitcombe",
    "Ashdown", "Pemberton", "Thorne", "Kessler", "Vance", "Rourke", "Dalgleish", "Ferreira",
    "Nakamura", "Sorensen", "Whitaker", "Holloway", "Prescott", "Calloway", "Fairbanks",
    "Gallagher", "Hargrove", "Ingram", "Lockhart", "Merriweather", "Novak", "Pryor", "Radcliffe",
    "Stanhope", "Underwood", "Wexford", "Yardley", "Abernathy", "Beckett", "Carrington", "Dempsey",
    "Ellery", "Voss", "Laramie", "Okonkwo", "Bergstrom", "Kowalczyk", "Delacroix", "Matsuda",
];

/// Firm name endings with weights.
pub(crate) const FIRM_SUFFIXES: &[(&str, u32)] = &[
    ("Capital", 20),
    ("Capital Management", 20),
    ("Asset Management", 12),
    ("Trading", 10),
    ("Trading Group", 5),
    ("Investment Management", 6),
    ("Futures Management", 4),
    ("Partners", 6),
    ("Advisors", 5),
    ("Research", 3),
    ("Quantitative", 3),
    ("Commodities", 3),
    ("Investments", 3),
];

/// Distinctive words of real managed-futures firms, kept out of generated names.
#[cfg(test)]
#[rustfmt::skip]
pub(crate) const REAL_FIRM_WORDS: &[&str] = &[
    "Abraham", "AHL", "Altis", "Aspect", "Auspice", "Beach Horizon", "Blackwater", "BlueCrest",
    "BlueTrend", "Boronia", "Brandywine", "Bridgeton", "Campbell", "Cantab", "Capula", "Ceres",
    "Chesapeake", "Clarke", "Covenant", "Crabel", "Demeter", "Dighton", "Drury", "Dunn", "Eagle",
    "Eckhardt", "Eclipse", "Estlander", "Fort", "Friedberg", "Graham", "Hawksbill", "Hyman", "ISAM",
    "JWH", "Kaiser", "Lynx", "Man", "Mesirow", "Millburn", "Mulvaney", "NuWave", "Paskewitz",
    "Polaris", "Potomac", "Quantica", "Quest", "Red Rock", "Revolution", "Rotella", "Saxon",
    "Sunrise", "Systematica", "Tactical", "Templeton", "Transtrend", "Welton", "Winton", "Witter",
];

/// Given names of contacts.
#[rustfmt::skip]
pub(crate) const FIRST_NAMES: &[&str] = &[
    "James", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas", "Charles",
    "Daniel", "Matthew", "Andrew", "Mark", "Steven", "Paul", "Kevin", "Brian", "George", "Timothy",
    "Jason", "Eric", "Jeffrey", "Ryan", "Gregory", "Peter", "Scott", "Patrick", "Martin", "Henry",
    "Samuel", "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Susan", "Jessica", "Sarah",
    "Karen", "Nancy", "Lisa", "Margaret", "Emily", "Michelle", "Laura", "Rebecca", "Rachel",
    "Catherine", "Anna", "Julia", "Claire", "Helen", "Olivia", "Sophie", "Wei", "Mei", "Hiroshi",
    "Yuki", "Lars", "Ingrid", "Marco", "Giulia", "Pierre", "Camille", "Rajesh", "Priya", "Ahmed",
    "Leila", "Tomas", "Katarina",
];

/// Family names of contacts.
#[rustfmt::skip]
pub(crate) const LAST_NAMES: &[&str] = &[
    "Anderson", "Baker", "Bennett", "Brooks", "Carter", "Chen", "Collins", "Cooper", "Davis",
    "Edwards", "Evans", "Fischer", "Foster", "Garcia", "Gray", "Green", "Hall", "Harris", "Hayes",
    "Hughes", "Jensen", "Johnson", "Kelly", "Kim", "King", "Klein", "Lee", "Lewis", "Li", "Lopez",
    "Martin", "Meyer", "Miller", "Mitchell", "Moore", "Morgan", "Murphy", "Nelson", "Nguyen",
    "Olsen", "Parker", "Patel", "Perry", "Peterson", "Phillips", "Price", "Reed", "Reyes",
    "Richardson", "Rivera", "Roberts", "Rossi", "Russell", "Sanders", "Schmidt", "Shah", "Shaw",
    "Singh", "Sullivan", "Tanaka", "Taylor", "Thompson", "Turner", "Wagner", "Walker", "Wang",
    "Ward", "Watson", "Weber", "White", "Williams", "Wilson", "Wong", "Wright", "Young", "Zhang",
];

/// Street names for office addresses.
#[rustfmt::skip]
pub(crate) const STREETS: &[&str] = &[
    "Main Street", "Market Street", "Park Avenue", "Madison Avenue", "Commerce Drive",
    "Harbor Boulevard", "Lake Street", "Washington Street", "State Street", "Elm Street",
    "Church Street", "Broad Street", "Water Street", "Franklin Street", "Summit Avenue",
    "Ridge Road", "Post Road", "Corporate Center Drive", "Financial Plaza", "Exchange Place",
    "Monroe Street", "Adams Street", "Riverside Drive", "Pine Street", "Congress Avenue",
];

/// An office location: city, state or region, ISO country, postcode and phone templates ('#' a
/// digit, '@' a letter), and the usual trading currency of firms there.
pub(crate) struct Place {
    pub(crate) city: &'static str,
    pub(crate) state: &'static str,
    pub(crate) country: &'static str,
    pub(crate) zip: &'static str,
    pub(crate) phone: &'static str,
    pub(crate) currency: &'static str,
}

const fn place(
    city: &'static str,
    state: &'static str,
    country: &'static str,
    zip: &'static str,
    phone: &'static str,
    currency: &'static str,
) -> Place {
    Place {
        city,
        state,
        country,
        zip,
        phone,
        currency,
    }
}

/// US offices with weights (Chicago and New York dominate the industry). Phone numbers use the
/// 555-01xx range reserved for fiction.
#[rustfmt::skip]
pub(crate) const US_PLACES: &[(Place, u32)] = &[
    (place("Chicago", "IL", "US", "606##", "+1 312-555-01##", "USD"), 18),
    (place("New York", "NY", "US", "100##", "+1 212-555-01##", "USD"), 14),
    (place("Greenwich", "CT", "US", "068##", "+1 203-555-01##", "USD"), 5),
    (place("Stamford", "CT", "US", "069##", "+1 203-555-01##", "USD"), 3),
    (place("Boston", "MA", "US", "021##", "+1 617-555-01##", "USD"), 4),
    (place("Dallas", "TX", "US", "752##", "+1 214-555-01##", "USD"), 3),
    (place("Austin", "TX", "US", "787##", "+1 512-555-01##", "USD"), 2),
    (place("San Francisco", "CA", "US", "941##", "+1 415-555-01##", "USD"), 3),
    (place("Los Angeles", "CA", "US", "900##", "+1 310-555-01##", "USD"), 2),
    (place("Minneapolis", "MN", "US", "554##", "+1 612-555-01##", "USD"), 3),
    (place("Denver", "CO", "US", "802##", "+1 303-555-01##", "USD"), 2),
    (place("Miami", "FL", "US", "331##", "+1 305-555-01##", "USD"), 2),
    (place("Boca Raton", "FL", "US", "334##", "+1 561-555-01##", "USD"), 2),
    (place("Kansas City", "MO", "US", "641##", "+1 816-555-01##", "USD"), 2),
    (place("Omaha", "NE", "US", "681##", "+1 402-555-01##", "USD"), 1),
    (place("Memphis", "TN", "US", "381##", "+1 901-555-01##", "USD"), 1),
    (place("Atlanta", "GA", "US", "303##", "+1 404-555-01##", "USD"), 2),
    (place("Seattle", "WA", "US", "981##", "+1 206-555-01##", "USD"), 1),
    (place("Princeton", "NJ", "US", "085##", "+1 609-555-01##", "USD"), 2),
    (place("Red Bank", "NJ", "US", "077##", "+1 732-555-01##", "USD"), 1),
    (place("Charlotte", "NC", "US", "282##", "+1 704-555-01##", "USD"), 1),
    (place("Lake Forest", "IL", "US", "600##", "+1 847-555-01##", "USD"), 2),
    (place("Des Moines", "IA", "US", "503##", "+1 515-555-01##", "USD"), 1),
    (place("Houston", "TX", "US", "770##", "+1 713-555-01##", "USD"), 2),
];

/// Offices outside the US with weights.
#[rustfmt::skip]
pub(crate) const FOREIGN_PLACES: &[(Place, u32)] = &[
    (place("London", "Greater London", "GB", "EC#@ #@@", "+44 207-946-0###", "GBP"), 10),
    (place("Zurich", "Zurich", "CH", "80##", "+41 445-550-1###", "CHF"), 3),
    (place("Geneva", "Geneva", "CH", "12##", "+41 225-550-1###", "CHF"), 2),
    (place("Toronto", "Ontario", "CA", "M5@ #@#", "+1 416-555-01##", "CAD"), 3),
    (place("Sydney", "New South Wales", "AU", "2000", "+61 255-550-1###", "AUD"), 3),
    (place("Singapore", "Singapore", "SG", "04####", "+65 655-501-####", "USD"), 2),
    (place("Hong Kong", "Hong Kong Island", "HK", "999077", "+852 255-501-####", "USD"), 2),
    (place("Amsterdam", "North Holland", "NL", "10## @@", "+31 205-550-1###", "EUR"), 2),
    (place("Frankfurt", "Hesse", "DE", "603##", "+49 695-550-1###", "EUR"), 1),
    (place("Paris", "Ile-de-France", "FR", "750##", "+33 155-501-####", "EUR"), 1),
    (place("Tokyo", "Tokyo", "JP", "100-00##", "+81 355-501-####", "JPY"), 2),
    (place("Shanghai", "Shanghai", "CN", "2001##", "+86 215-550-1###", "CNY"), 2),
    (place("Dublin", "Leinster", "IE", "D02 @###", "+353 155-501-####", "EUR"), 1),
];

/// Program name stems of an archetype ("Diversified Trend" + " Program").
#[rustfmt::skip]
pub(crate) fn program_stems(archetype: Archetype) -> &'static [&'static str] {
    match archetype {
        Archetype::Trend => &[
            "Diversified Trend", "Global Diversified", "Diversified", "Long-Term Trend",
            "Global Futures", "Multi-Market Trend", "Diversified Momentum", "Trend Plus",
            "Global Trend", "Classic Trend",
        ],
        Archetype::ShortTerm => &[
            "Short-Term Systematic", "Pattern Recognition", "Counter-Trend", "Tactical Futures",
            "Short-Term Diversified", "Intraday Futures", "Swing Trading",
        ],
        Archetype::Macro => &[
            "Global Macro", "Discretionary Futures", "Macro Opportunities", "Global Opportunities",
            "Fundamental Macro", "Discretionary Global",
        ],
        Archetype::OptionWriter => &[
            "S&P Option Income", "Premium Collection", "Index Option Writing", "Volatility Income",
            "Option Strategies", "Put Writing", "Option Spread",
        ],
        Archetype::LongVolatility => &[
            "Tail Hedge", "Convexity", "Long Volatility", "Crisis Protection",
        ],
        Archetype::StockIndex => &[
            "Stock Index", "Equity Index Futures", "S&P Futures", "E-mini Trading", "Index Timing",
            "Single Stock Futures",
        ],
        Archetype::Agricultural => &[
            "Agricultural", "Grain Spread", "Ag Trading", "Livestock & Grains", "Softs",
            "Agricultural Fundamental",
        ],
        Archetype::Energy => &[
            "Energy", "Energy Spread", "Crude Oil Trading", "Natural Gas", "Energy Opportunities",
        ],
        Archetype::Currency => &[
            "Currency", "Global FX", "FX Carry", "Currency Trend", "G10 Currency",
            "Emerging Markets FX",
        ],
        Archetype::Arbitrage => &[
            "Relative Value", "Spread Trading", "Futures Arbitrage", "Calendar Spread",
            "Market Neutral",
        ],
        Archetype::FinancialMetals => &[
            "Financial & Metals", "Financial Futures", "Interest Rate", "Precious Metals",
            "Metals Trading", "Financial Trend",
        ],
        Archetype::Climate => &[
            "Weather", "Global Climate", "Seasonal Commodities", "Climate Opportunities",
        ],
    }
}

/// Words that tell a program apart from its siblings ("Diversified Trend Program II").
#[rustfmt::skip]
pub(crate) const PROGRAM_VARIANTS: &[&str] = &[
    "Enhanced", "Institutional", "Select", "Conservative", "Focus", "Core", "Plus", "Classic",
    "Opportunity", "Dynamic",
];
