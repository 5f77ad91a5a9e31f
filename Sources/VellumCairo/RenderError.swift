import Foundation

/// Why a render or export failed.
public enum RenderError: Error, CustomStringConvertible {
  case backend(String)
  case imageTooLarge(width: Int, height: Int, limit: String)
  case invalidSize(String)
  case write(path: String, reason: String)

  public var description: String {
    switch self {
    case .backend(let message): "rendering failed: \(message)"
    case .imageTooLarge(let width, let height, let limit):
      "image of \(width)×\(height) px is too large: \(limit)"
    case .invalidSize(let message): "invalid size: \(message)"
    case .write(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
