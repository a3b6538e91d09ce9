//! Who is reading a program or a listing, as far as visibility goes.

use sqlx::Row;

use crate::accounts::{user_roles, AuthUser, Role};
use crate::error::Result;
use crate::storage::Db;

use super::listings::Reader;

/// The reader of a program's pages.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Viewer {
    pub user_id: Option<i64>,
    pub admin: bool,
    pub cta_manager: bool,
    /// The companies the reader manages (from the access token).
    pub groups: Vec<i64>,
}

impl Viewer {
    pub fn new(user: Option<&AuthUser>) -> Viewer {
        match user {
            None => Viewer::default(),
            Some(user) => Viewer {
                user_id: Some(user.0.sub),
                admin: user.has_role(Role::Administrator),
                cta_manager: user.has_role(Role::CtaManager),
                groups: user.0.groups.clone(),
            },
        }
    }

    /// `user_id` as a reader now, from the stored roles and companies: for reads made on their
    /// behalf without their token (a blend read back after a save, say).
    pub async fn of_user(db: &Db, user_id: i64) -> Result<Viewer> {
        let roles = user_roles(db, user_id).await?;
        let groups = sqlx::query(
            "SELECT group_id FROM group_administrators WHERE user_id = $1 ORDER BY group_id",
        )
        .bind(user_id)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|row| row.try_get("group_id"))
        .collect::<Result<_, _>>()?;
        Ok(Viewer {
            user_id: Some(user_id),
            admin: roles.contains(&Role::Administrator),
            cta_manager: roles.contains(&Role::CtaManager),
            groups,
        })
    }

    pub fn signed_in(&self) -> bool {
        self.user_id.is_some()
    }

    /// An administrator, or a CTA manager of the company: may edit it and read its view logs.
    pub fn manages(&self, group_id: i64) -> bool {
        self.admin || (self.cta_manager && self.groups.contains(&group_id))
    }

    /// Administrators and CTA managers find archived programs in the typeahead (spec section 5).
    pub fn searches_archived(&self) -> bool {
        self.admin || self.cta_manager
    }

    pub fn reader(&self) -> Reader {
        Reader {
            signed_in: self.signed_in(),
            admin: self.admin,
            company_manager: false,
        }
    }
}
