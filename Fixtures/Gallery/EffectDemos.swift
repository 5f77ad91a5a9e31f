import Vellum
import VellumPreview

/// Transforms and colour effects on a photo and on shapes, with UIKit colour names behind.
struct TransformsAndColorEffects: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      HStack(spacing: 16) {
        ForEach(0..<4) { index in
          RoundedRectangle(cornerRadius: 8)
            .fill(Color.blue)
            .frame(width: 50, height: 50)
            .rotationEffect(.degrees(Double(index) * 15))
        }
      }
      HStack(spacing: 24) {
        Text("Scaled").scaleEffect(1.5)
        Image(systemName: "star.fill").foregroundStyle(.yellow).scaleEffect(2, anchor: .leading)
        Text("Rotated").rotationEffect(.degrees(-20))
      }
      .padding(.leading, 16)
      HStack(spacing: 8) {
        photo.brightness(0.25)
        photo.contrast(1.6)
        photo.saturation(2)
        photo.grayscale(1)
      }
      HStack(spacing: 8) {
        photo.hueRotation(.degrees(120))
        photo.colorInvert()
        photo.colorMultiply(.orange)
        photo
      }
      VStack(alignment: .leading, spacing: 4) {
        Text("Color(.secondarySystemBackground)").font(.footnote)
        Text("Color(uiColor: .systemGray4)").font(.footnote)
          .padding(8)
          .background(Color(uiColor: .systemGray4), in: RoundedRectangle(cornerRadius: 6))
      }
      .padding(12)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
    .padding()
  }

  var photo: some View {
    Image("Dunes", bundle: .module).resizable().scaledToFill().frame(width: 80, height: 60).clipShape(
      RoundedRectangle(cornerRadius: 6))
  }
}

#Preview("TransformsAndColorEffects") { TransformsAndColorEffects() }
