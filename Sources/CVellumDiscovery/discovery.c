// Reads the Swift runtime's conformance records. Layouts are the Swift ABI's
// (swift/ABI/Metadata.h, swift/shims/MetadataSections.h), stable since Swift 5.
#include "CVellumDiscovery.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct {
  uintptr_t start;
  size_t length;
} SectionRange;

// The prefix of the runtime's MetadataSections that is read here.
typedef struct {
  uintptr_t version;
  const void *baseAddress;
  void *unused0;
  void *unused1;
  SectionRange protocols;
  SectionRange protocolConformances;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(bool (*body)(const MetadataSections *sections, void *context),
                                               void *context);

typedef struct {
  const void *metadata;
  uintptr_t state;
} MetadataResponse;

// A non-generic type's metadata accessor takes a metadata request (0: complete).
typedef MetadataResponse (*MetadataAccessor)(uintptr_t request) __attribute__((swiftcall));

enum { KindModule = 0, KindProtocol = 3, KindClass = 16, KindStruct = 17, KindEnum = 18, FlagGeneric = 0x80 };

// A 32-bit offset from its own address; 0 is null.
static const void *relative(const int32_t *field) {
  return *field == 0 ? NULL : (const char *)field + *field;
}

// A relative pointer whose low bit says the target holds the address of the real target.
static const void *indirectable(const int32_t *field) {
  int32_t offset = *field;
  if (offset == 0) return NULL;
  const char *target = (const char *)field + (offset & ~1);
  return (offset & 1) ? *(const void *const *)target : target;
}

// Context descriptors: flags, parent, then (for modules, protocols and types) a name.
static uint32_t kind(const int32_t *context) { return (uint32_t)context[0] & 0x1F; }
static const int32_t *parent(const int32_t *context) { return indirectable(&context[1]); }
static const char *name(const int32_t *context) { return relative(&context[2]); }

static bool named(const int32_t *context, const char *expected) {
  const char *text = name(context);
  return text && strcmp(text, expected) == 0;
}

typedef struct {
  const char *module;
  const char *protocol;
  vellum_found_type found;
  void *context;
} Search;

static bool isWanted(const int32_t *protocol, const Search *search) {
  if (!protocol || kind(protocol) != KindProtocol || !named(protocol, search->protocol)) return false;
  const int32_t *module = parent(protocol);
  return module && kind(module) == KindModule && named(module, search->module);
}

static bool visit(const MetadataSections *sections, void *context) {
  const Search *search = context;
  const int32_t *records = (const int32_t *)sections->protocolConformances.start;
  size_t count = sections->protocolConformances.length / sizeof(int32_t);
  for (size_t index = 0; index < count; index++) {
    const int32_t *conformance = relative(&records[index]);
    if (!conformance || !isWanted(indirectable(&conformance[0]), search)) continue;
    uint32_t flags = (uint32_t)conformance[3];
    uint32_t referenceKind = (flags >> 3) & 0x7;
    const int32_t *type = NULL;
    if (referenceKind == 0) {
      type = relative(&conformance[1]);
    } else if (referenceKind == 1) {
      const void *const *slot = relative(&conformance[1]);
      type = slot ? *slot : NULL;
    }
    if (!type) continue;
    uint32_t typeKind = kind(type);
    if ((typeKind != KindStruct && typeKind != KindEnum && typeKind != KindClass) || ((uint32_t)type[0] & FlagGeneric))
      continue;
    MetadataAccessor accessor = (MetadataAccessor)relative(&type[3]);
    if (!accessor) continue;
    const void *metadata = accessor(0).metadata;
    if (metadata) search->found(metadata, search->context);
  }
  return true;
}

void vellum_enumerate_conforming_types(const char *module, const char *protocol, vellum_found_type found,
                                       void *context) {
  Search search = {module, protocol, found, context};
  swift_enumerateAllMetadataSections(visit, &search);
}
