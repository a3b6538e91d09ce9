//! Rendering a report off the async runtime, a few at a time. typst is CPU-bound (about 0.1 s a
//! report in a release build, seconds in a debug one): each render runs on the blocking pool,
//! at most one per core at once, with as many more waiting; past that a request is refused with
//! 429 at once rather than queued behind a burst of Print clicks.

use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::error::{Error, Result};

/// The render slots of one server.
pub struct RenderQueue {
    /// Requests admitted: rendering or waiting for a slot.
    admitted: Arc<Semaphore>,
    /// Renders running.
    running: Arc<Semaphore>,
}

impl RenderQueue {
    /// `running` renders at once and as many waiting.
    pub fn new(running: usize) -> RenderQueue {
        let running = running.max(1);
        RenderQueue {
            admitted: Arc::new(Semaphore::new(running * 2)),
            running: Arc::new(Semaphore::new(running)),
        }
    }

    /// Runs `render` on the blocking pool when a slot is free; `rate_limited` (429) when every
    /// slot is taken and as many requests already wait.
    pub async fn render<T: Send + 'static>(
        &self,
        render: impl FnOnce() -> Result<T> + Send + 'static,
    ) -> Result<T> {
        let _admitted = Arc::clone(&self.admitted)
            .try_acquire_owned()
            .map_err(|_| Error::TooManyRequests)?;
        let slot = Arc::clone(&self.running)
            .acquire_owned()
            .await
            .map_err(|error| Error::Internal(error.into()))?;
        // The slot moves into the task: a client that goes away does not free it before the
        // render it started has finished.
        tokio::task::spawn_blocking(move || {
            let _slot = slot;
            render()
        })
        .await
        .map_err(|error| Error::Internal(error.into()))?
    }
}

impl Default for RenderQueue {
    /// One render per core.
    fn default() -> RenderQueue {
        RenderQueue::new(std::thread::available_parallelism().map_or(1, usize::from))
    }
}

/// A report error in the server's terms: nothing to report is the client's (`no_data`, 422),
/// missing fonts and typesetting failures the server's (500, logged with their cause).
pub fn report_error(error: ::reports::Error, no_data: &'static str) -> Error {
    match error {
        ::reports::Error::NoData(_) => Error::Unprocessable(no_data),
        other => Error::Internal(anyhow::Error::new(other).context("rendering a report")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_full_queue_refuses_at_once() {
        let queue = Arc::new(RenderQueue::new(1));
        let (started, wait) = std::sync::mpsc::channel::<()>();
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let hold = Arc::new(std::sync::Mutex::new(hold));
        let blocking = |queue: Arc<RenderQueue>| {
            let started = started.clone();
            let hold = Arc::clone(&hold);
            tokio::spawn(async move {
                queue
                    .render(move || {
                        started.send(()).ok();
                        hold.lock().unwrap().recv().ok();
                        Ok(1)
                    })
                    .await
            })
        };
        let first = blocking(Arc::clone(&queue));
        wait.recv().unwrap();
        // One running, one waiting: the third is refused.
        let second = blocking(Arc::clone(&queue));
        while queue.admitted.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        let refused = queue.render(|| Ok(3)).await.unwrap_err();
        assert_eq!(refused.status_code().as_u16(), 429);
        release.send(()).unwrap();
        release.send(()).unwrap();
        assert_eq!(first.await.unwrap().unwrap(), 1);
        assert_eq!(second.await.unwrap().unwrap(), 1);
        assert_eq!(queue.render(|| Ok(4)).await.unwrap(), 4);
    }

    #[test]
    fn no_data_is_the_client_s_and_fonts_the_server_s() {
        let no_data = report_error(::reports::Error::NoData("no returns"), "no_returns");
        assert_eq!(
            (no_data.status_code().as_u16(), no_data.code()),
            (422, "no_returns")
        );
        let fonts = report_error(::reports::Error::Fonts("NotoSans".into()), "no_returns");
        assert_eq!(fonts.status_code().as_u16(), 500);
    }
}
