/// How text lines up in a UIKit text view or field (raw values as UIKit's on iOS).
public enum NSTextAlignment: Int, Hashable, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
