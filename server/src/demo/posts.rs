//! The demo's news posts: a few in each language, each about some of the first active
//! companies, so the dashboard, the company pages and the news pages have something to show.
//! `{0}`, `{1}`… in a text stand for the names of the first, second… active companies.

use crate::language::Language;

/// A post of the demo: its texts, the companies it is about (by position among the active
/// companies, in the order the dataset lists them) and how many days before the seeding it was
/// published.
pub struct DemoPost {
    pub language: Language,
    pub title: &'static str,
    pub summary: &'static str,
    pub link: &'static str,
    pub body: &'static str,
    pub companies: &'static [usize],
    pub days_ago: i64,
}

/// The posts, oldest last.
pub const DEMO_POSTS: &[DemoPost] = &[
    DemoPost {
        language: Language::En,
        title: "Trend followers close the quarter ahead",
        summary: "Longer-term trend programs led the directory last quarter, with {0} among the \
                  steadiest performers.",
        link: "",
        body: "Trend-following programs finished the quarter ahead of the broad directory.\n\n\
               ## What drove it\n\n\
               - Persistent moves in **bond futures** rewarded longer look-back windows.\n\
               - Energy markets reversed twice, which cost the faster systems.\n\n\
               {0} kept its drawdown under its three-year average while adding to its \
               record. Before you invest, the [CFTC's investor \
               pages](https://www.cftc.gov/LearnAndProtect) explain the risks of futures.\n\n\
               *Past performance is not necessarily indicative of future results.*",
        companies: &[0],
        days_ago: 2,
    },
    DemoPost {
        language: Language::En,
        title: "Manager interview: risk budgets in a quiet market",
        summary: "How {1} sizes positions when volatility is low, and why it keeps cash.",
        link: "",
        body: "We asked the team at {1} how they think about risk when markets go quiet.\n\n\
               > Low volatility is when leverage creeps in. We budget risk, not notional.\n\n\
               Their process has three steps:\n\n\
               1. Estimate each market's volatility over several windows.\n\
               2. Cap the portfolio's expected loss per month.\n\
               3. Hold the rest in short-term Treasury bills.",
        companies: &[1],
        days_ago: 9,
    },
    DemoPost {
        language: Language::En,
        title: "Regulator updates its guide to commodity pools",
        summary: "The CFTC's investor pages explain what a commodity pool operator must disclose.",
        link: "https://www.cftc.gov/LearnAndProtect",
        body: "",
        companies: &[],
        days_ago: 16,
    },
    DemoPost {
        language: Language::En,
        title: "Diversifying with two uncorrelated programs",
        summary: "A worked blend of {0} and {2}: what correlation does to drawdowns.",
        link: "",
        body: "Blending two programs whose returns move independently can lower the depth of \
               the worst drawdown without giving up much return.\n\n\
               Try it yourself in the **blender**: add {0} and {2}, set equal amounts, and \
               compare the blend's maximum drawdown with each program's own.",
        companies: &[0, 2],
        days_ago: 23,
    },
    DemoPost {
        language: Language::En,
        title: "{2} opens a new program to investors",
        summary: "{2} now reports a second program, with a lower minimum investment.",
        link: "",
        body: "{2} has listed a new program with a lower minimum investment and monthly \
               liquidity. Its record is short: read the disclosure document and watch a few \
               months of returns before you draw conclusions.",
        companies: &[2],
        days_ago: 30,
    },
    DemoPost {
        language: Language::ZhHans,
        title: "趋势跟踪策略本季度领先",
        summary: "长周期趋势策略上季度表现领先，{0} 是最稳健的管理人之一。",
        link: "",
        body: "趋势跟踪项目本季度整体跑赢目录平均水平。\n\n\
               ## 驱动因素\n\n\
               - **债券期货**的持续走势有利于较长的回看周期。\n\
               - 能源市场两度反转，较快的系统因此受损。\n\n\
               {0} 的回撤低于其三年平均水平。\n\n\
               *过往业绩并不代表未来表现。*",
        companies: &[0],
        days_ago: 3,
    },
    DemoPost {
        language: Language::ZhHans,
        title: "管理人访谈：低波动市场中的风险预算",
        summary: "{1} 如何在低波动时期确定仓位规模，以及为何保留现金。",
        link: "",
        body: "我们请 {1} 的团队谈谈市场平静时如何看待风险。\n\n\
               > 低波动时杠杆最容易悄然上升。我们预算的是风险，而不是名义金额。\n\n\
               1. 用多个窗口估计每个市场的波动率。\n\
               2. 限制组合每月的预期损失。\n\
               3. 其余资金持有短期国库券。",
        companies: &[1],
        days_ago: 10,
    },
    DemoPost {
        language: Language::ZhHans,
        title: "用两个低相关项目分散风险",
        summary: "以 {0} 和 {2} 为例：相关性如何影响回撤。",
        link: "",
        body:
            "将两个收益走势相互独立的项目组合起来，可以在几乎不牺牲收益的情况下降低最大回撤。\n\n\
               在**组合器**中试一试：加入 {0} 和 {2}，设置相同金额，比较组合与单个项目的最大回撤。",
        companies: &[0, 2],
        days_ago: 24,
    },
];

/// `text` with `{n}` replaced by the `n`th of `names` (the active companies', in order).
pub fn fill(text: &str, names: &[String]) -> String {
    names
        .iter()
        .enumerate()
        .fold(text.to_owned(), |text, (n, name)| {
            text.replace(&format!("{{{n}}}"), name)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::posts::rules::{check_post, MAX_COMPANIES};
    use crate::validation::FieldErrors;

    #[test]
    fn names_fill_their_places() {
        let names = ["Acme".to_owned(), "Birch".to_owned()];
        assert_eq!(fill("{0} and {1}, {0}", &names), "Acme and Birch, Acme");
    }

    #[test]
    fn every_demo_post_passes_the_post_rules_in_both_languages() {
        let names: Vec<String> = (0..3).map(|n| format!("Company {n}")).collect();
        for language in [Language::En, Language::ZhHans] {
            assert!(DEMO_POSTS.iter().any(|post| post.language == language));
        }
        for post in DEMO_POSTS {
            assert!(post.companies.len() <= MAX_COMPANIES);
            // A post names only the companies it is about.
            for n in 0..names.len() {
                let named = [post.title, post.summary, post.body]
                    .iter()
                    .any(|text| text.contains(&format!("{{{n}}}")));
                assert!(!named || post.companies.contains(&n), "{}", post.title);
            }
            let input = crate::posts::PostInput {
                language: post.language,
                title: fill(post.title, &names),
                summary: fill(post.summary, &names),
                link: post.link.to_owned(),
                body: fill(post.body, &names),
                group_ids: post.companies.iter().map(|n| *n as i64 + 1).collect(),
            };
            let mut errors = FieldErrors::default();
            check_post(&input, &mut errors);
            assert!(errors.is_empty(), "{}", post.title);
        }
    }
}
