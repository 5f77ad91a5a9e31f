#include <elf.h>
#include <link.h>
#include <stdlib.h>
#include <sys/auxv.h>

/// Defined by VellumPreview (`SelfWorker.swift`) when it is linked.
extern int vellum_self_worker_main(void) __attribute__((weak));

/// This object's own ELF header, defined by the linker for whatever it is linked into.
extern const ElfW(Ehdr) __ehdr_start __attribute__((weak, visibility("hidden")));

/// Whether this code is part of the program itself rather than of a shared library it
/// loaded: the program's headers, which the kernel passes, are this object's own.
static int in_main_program(void) {
  if (&__ehdr_start == NULL) return 1;
  return (const char *)&__ehdr_start + __ehdr_start.e_phoff == (const char *)getauxval(AT_PHDR);
}

/// A test process renders previews in worker copies of itself, started with
/// `VELLUM_SELF_WORKER` set. Such a copy becomes a worker before `main` runs (a test
/// runner's `main` would run the tests again) and exits when its work is done.
///
/// Not from a shared library (`vellum preview` links a catalog against Vellum as one): its
/// constructors run before the program's own Swift types are registered, so discovery here
/// would find none of the program's previews. Such a catalog's `main` starts the worker.
__attribute__((constructor)) static void vellum_self_worker(void) {
  if (getenv("VELLUM_SELF_WORKER") != NULL && vellum_self_worker_main != NULL && in_main_program()) {
    exit(vellum_self_worker_main());
  }
}
