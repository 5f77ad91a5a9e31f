#ifndef CVELLUM_DISCOVERY_H
#define CVELLUM_DISCOVERY_H

/// Called with the type metadata of each non-generic type found.
typedef void (*vellum_found_type)(const void *metadata, void *context);

/// Calls `found` for every non-generic type that conforms to the protocol named `protocol`
/// declared at the top level of the module named `module`, in every image loaded in this
/// process, by reading the Swift runtime's conformance records
/// (`swift5_protocol_conformances`) as swift-testing once found its suites on Linux.
void vellum_enumerate_conforming_types(const char *module, const char *protocol, vellum_found_type found,
                                       void *context);

/// Makes the C `stdout` stream line-buffered, so each line reaches the file at its newline
/// (Swift 6 cannot name the mutable global `stdout` itself).
void vellum_line_buffer_stdout(void);

#endif
