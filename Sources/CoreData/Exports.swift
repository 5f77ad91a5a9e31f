// Core Data re-exports Foundation, as on Apple platforms.
@_exported import Foundation
