// `import UIKit` on Linux: the UIKit names SwiftUI files use (`UIColor`, `UIFont`, `UIImage`,
// `UIDevice`, `UIApplication`, representables, appearance proxies) live in Vellum, which this
// module re-exports, so a file that imports UIKit only for those compiles unchanged. Vellum
// has no UIKit views: anything else a file needs from UIKit is still missing.
// UIKit imports Core Text, as on iOS (font registration).
@_exported import CoreText
@_exported import Vellum
