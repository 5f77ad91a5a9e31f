import Foundation

/// UIKit's visual effects, as SwiftUI files wrap a blur in a `UIViewRepresentable`
/// (`UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))`) for a
/// translucent background from before SwiftUI's materials.
open class UIVisualEffect: @unchecked Sendable {
  public init() {}
}

/// A blur of what is behind a view, in one of UIKit's styles.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// UIKit's blur styles; the `system…Material` ones match SwiftUI's materials.
  public enum Style: Int, Sendable {
    case extraLight = 0, light, dark, regular = 4, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }

  public let style: Style
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Vibrancy over a blur (UIKit): kept, not drawn.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  public let blurEffect: UIBlurEffect
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
  public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.init(blurEffect: blurEffect) }
}

/// How vibrant content is drawn over a blur (UIKit).
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view that shows a visual effect (UIKit). Vellum does not call a representable's
/// `makeUIView`, so the effect given is not known: a representable of this view is drawn as
/// SwiftUI's regular material (UIKit's `systemMaterial`) in the offered space.
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init()
  }

  public override init() { super.init() }

  open override class var _previewContent: AnyView? { AnyView(Rectangle().fill(.regularMaterial)) }
}
