// SwiftUI code uses `CGFloat`, `CGSize`, `Date` … with only `import SwiftUI`; Vellum
// re-exports Foundation so the same code compiles with only `import Vellum`.
@_exported import Foundation
// `ObservableObject`, `@Published` and publishers, as SwiftUI re-exports Combine.
@_exported import Combine
// `@Observable` and the rest of the Observation module, as `import SwiftUI` gives them.
@_exported import Observation
// `URLSession`, `URLRequest` and the rest of Foundation's networking, which SwiftUI code
// calls with only `import SwiftUI` (on Linux they live in FoundationNetworking).
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
