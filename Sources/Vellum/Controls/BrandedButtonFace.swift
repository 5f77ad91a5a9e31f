import Foundation

/// The face of the buttons Apple's frameworks draw themselves and SwiftUI files show as
/// they come: PassKit's Apple Pay and Add to Apple Wallet buttons, and AuthenticationServices'
/// Sign in with Apple. A rounded rectangle filled black or white (a white one outlined in
/// black, a black one in white, when asked) with its words in the other colour, on one line,
/// centred, shrinking to half their size rather than being cut.
///
/// The face takes the space it is offered; its callers give it their frame. Apple draws a
/// logo on these buttons, which Vellum does not: PassKit's callers write its name instead,
/// Sign in with Apple leaves its place empty (see `Words.scaled`).
package struct BrandedButtonFace: View {
  /// How big the words are.
  package enum Words: Sendable {
    /// `size` points, whatever the height (PassKit's buttons).
    case fixed(size: CGFloat, weight: Font.Weight)
    /// `fraction` of the button's height, after an empty place `logo` times the height wide
    /// where iOS draws the Apple logo and the gap after it, logo and words centred together
    /// (Sign in with Apple's).
    case scaled(fraction: CGFloat, weight: Font.Weight, logo: CGFloat)
  }

  let title: String
  let light: Bool
  let outlined: Bool
  let cornerRadius: CGFloat
  let words: Words

  package init(title: String, light: Bool, outlined: Bool, cornerRadius: CGFloat, words: Words) {
    self.title = title
    self.light = light
    self.outlined = outlined
    self.cornerRadius = cornerRadius
    self.words = words
  }

  package var body: some View {
    RoundedRectangle(cornerRadius: cornerRadius)
      .fill(light ? Color.white : Color.black)
      .overlay {
        if outlined {
          RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(light ? Color.black : Color.white, lineWidth: 1)
        }
      }
      .overlay {
        switch words {
        case .fixed(let size, let weight):
          label(size: size, weight: weight).padding(.horizontal, 8)
        case .scaled(let fraction, let weight, let logo):
          GeometryReader { proxy in
            HStack(spacing: 0) {
              Color.clear.frame(width: logo * proxy.size.height)
              label(size: fraction * proxy.size.height, weight: weight)
            }
            .padding(.horizontal, 8)
            .frame(width: proxy.size.width, height: proxy.size.height)
          }
        }
      }
  }

  private func label(size: CGFloat, weight: Font.Weight) -> some View {
    Text(verbatim: title)
      .font(.system(size: size, weight: weight))
      .foregroundStyle(light ? Color.black : Color.white)
      .lineLimit(1)
      .minimumScaleFactor(0.5)
  }
}
