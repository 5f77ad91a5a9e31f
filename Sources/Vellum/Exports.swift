// SwiftUI code uses `CGFloat`, `CGSize`, `Date` … with only `import SwiftUI`; Vellum
// re-exports Foundation so the same code compiles with only `import Vellum`.
@_exported import Foundation
// `@Observable` and the rest of the Observation module, as `import SwiftUI` gives them.
@_exported import Observation
