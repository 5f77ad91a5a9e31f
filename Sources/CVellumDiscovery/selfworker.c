#include <stdlib.h>

/// Defined by VellumPreview (`SelfWorker.swift`) when it is linked.
extern int vellum_self_worker_main(void) __attribute__((weak));

/// A test process renders previews in worker copies of itself, started with
/// `VELLUM_SELF_WORKER` set. Such a copy becomes a worker before `main` runs (a test
/// runner's `main` would run the tests again) and exits when its work is done.
__attribute__((constructor)) static void vellum_self_worker(void) {
  if (getenv("VELLUM_SELF_WORKER") != NULL && vellum_self_worker_main != NULL) {
    exit(vellum_self_worker_main());
  }
}
