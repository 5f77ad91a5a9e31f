import CVellumDiscovery
import Vellum

/// The non-generic types in this process that conform to a protocol of the `Vellum` module,
/// read from the Swift runtime's conformance records (nothing is listed by hand).
func conformingTypes(toVellumProtocol protocolName: String) -> [Any.Type] {
  final class Found { var types: [Any.Type] = [] }
  let found = Found()
  withExtendedLifetime(found) {
    vellum_enumerate_conforming_types(
      "Vellum", protocolName,
      { metadata, context in
        guard let metadata, let context else { return }
        let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
        found.types.append(unsafeBitCast(metadata, to: Any.Type.self))
      }, Unmanaged.passUnretained(found).toOpaque())
  }
  return found.types
}
